"""The difference finder: the simplest positions where two rule sets disagree.

:func:`find_differences` searches small positions systematically, fewest pieces
first and then fewest kings, and returns :class:`Example` values. In each one the
two rule sets allow different legal moves, or give a different outcome after the
same moves, and a sentence names the switch that makes the difference.

>>> from draughts import Rules
>>> english = Rules.preset("english")
>>> [example] = find_differences(english, english.replace(men_capture_backward=True), limit=1)
>>> example.switch, example.board.fen()
('men_capture_backward', 'W:W5:B9')
>>> [str(move) for move in example.moves_a], [str(move) for move in example.moves_b]
(['5-1'], ['5x14'])

How the search goes:

- Placements of 2, 3, ... pieces are tried, men and kings of both colours, in
  increasing size: for each number of pieces, with no kings first, then one, and so
  on. Within a size they come one material at a time (how many men and kings each
  side has), the pieces closest together first, since differences come from pieces
  near one another.
- A material is left as soon as it has an example for every switch that can be at
  work in it, and skipped when none can (the capture choice needs two black pieces
  in a row to take, a flying king's landing needs a flying king, and so on: each
  switch says so in :attr:`Switch.shows <draughts.core.rules.Switch.shows>`), so the
  search reaches bigger positions quickly without missing a smaller example.
- Only positions with White to move are tried. A position with Black to move is the
  same problem as its 180-degree turn with the colours swapped and White to move, and
  every rule set treats the two sides alike, so one side to move covers both.
- Legal moves are compared as sets of :class:`~draughts.Move` values (start, end,
  captured pieces, crowning). When neither rule set has a capture, only the quiet
  moves of kings can differ, so those positions cost two fast capture tests. When
  only captures can differ, sets of squares where no piece could jump another are
  skipped, and when only a capture that goes on after its first jump can differ,
  positions where no white piece could jump two black pieces in a row.
- Outcomes are compared when the goals or the quiet-move limits differ: in the
  position itself, and after each legal move (with the quiet-move counter one short
  of the lower limit, so that a quiet king move reaches it under one rule set only).
- Two kinds of switch show no difference in any position with White to move and no
  history: who moves first (:attr:`Effect.START <draughts.core.rules.Effect.START>`: the
  example is the start position) and the repetition rule (:attr:`Effect.HISTORY
  <draughts.core.rules.Effect.HISTORY>`: the example is two kings going back and forth
  until a position comes up a third time).
- To name the switch responsible, each differing switch is flipped alone; the first
  one whose flip turns one rule set's answer into the other's is reported.

The search stops at ``time_limit`` seconds, so on a slow machine or for a large
``max_pieces`` it may return fewer, or not the very simplest, examples.
"""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from draughts.core.board import Board
from draughts.core.geometry import Geometry
from draughts.core.messages import _, n_, p_
from draughts.core.movegen import MoveGenerator, RawMove, apply
from draughts.core.moves import Move
from draughts.core.outcome import Outcome
from draughts.core.position import Position
from draughts.core.rules import SWITCHES, Crowning, Difference, Effect, Goal, Rules
from draughts.core.sides import BLACK, WHITE

__all__ = ["Example", "find_differences"]

_Position = tuple[int, int, int, int]
"""White men, white kings, black men, black kings (bitboards); White is to move."""

_Material = tuple[int, int, int, int]
"""How many white men, white kings, black men and black kings a position has."""

_REPETITION_PLIES = 8  # two kings there and back twice: the start position stands for the third time


@dataclass(frozen=True, eq=False)
class Example:
    """A position where two rule sets disagree, and the switch that makes the difference.

    ``board`` is the position under the first rule set and ``board_b`` the same
    position under the second (for a difference in who moves first, each is the start
    position of its rule set). ``moves_a`` and ``moves_b`` are the legal moves there.

    ``kind`` says what the example shows. ``"moves"``: the legal moves differ.
    ``"outcome"``: ``outcome_a`` and ``outcome_b``, the outcomes after playing ``line``
    from the position, differ (``line`` is empty when the position itself is decided
    differently). ``switch`` names the switch responsible and ``sentence`` says what
    it does in each rule set.
    """

    board: Board
    board_b: Board
    kind: str
    moves_a: tuple[Move, ...]
    moves_b: tuple[Move, ...]
    line: tuple[Move, ...]
    outcome_a: Outcome | None
    outcome_b: Outcome | None
    switch: str
    sentence: str

    @property
    def pieces(self) -> int:
        """How many pieces the position has."""
        return len(self.board.pieces())

    @property
    def kings(self) -> int:
        """How many of them are kings."""
        return sum(piece.king for piece in self.board.pieces().values())

    def _names(self) -> tuple[str, str]:
        """The two rule sets as a reader meets them: a rule set made by changing switches is "your rule set"."""
        a, b = self.board.rules.reader_name, self.board_b.rules.reader_name
        return (_("{rules} (first)", rules=a), _("{rules} (second)", rules=b)) if a == b else (a, b)

    def _heading(self, board: Board) -> str:
        state = _state(board)
        if board is self.board and self.board_b.turn == board.turn and self.board_b.fen() != board.fen():
            return _(
                "{fen} ({state}; in {rules} {other})",
                fen=board.fen(),
                state=state,
                rules=self._names()[1],
                other=self.board_b.fen(),
            )
        return _("{fen} ({state})", fen=board.fen(), state=state)

    def _both(self, moves: Sequence[Move], join: str = ", ") -> str:
        """*moves* as the first rule set writes them, and as the second does if it writes them otherwise."""
        text = _listing(moves, self.board.rules, join)
        other = _listing(moves, self.board_b.rules, join)
        return (
            text
            if other == text
            else _("{moves} (in {rules}: {other})", moves=text, rules=self._names()[1], other=other)
        )

    @property
    def comparison(self) -> str:
        """What each rule set allows or decides, in lines of text, each move written as the rule
        set it belongs to writes moves (a move legal in both in both notations, if they differ):

        >>> examples = find_differences("english", "russian", limit=3)
        >>> print(examples[1].comparison)
        legal in both: 1-6 (in russian: b8-c7)
        only in english: none
        only in russian: b8-d6, b8-e5, b8-f4, b8-g3, b8-h2
        >>> print(examples[2].comparison)
        in english (Black to move): 9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16
        in russian (White to move): a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4, g3-h4
        """
        name_a, name_b = self._names()
        a, b = self.board.rules, self.board_b.rules
        if self.board.turn != self.board_b.turn:
            return "\n".join(
                (
                    _("in {rules} (White to move): {moves}", rules=name, moves=_listing(moves, board.rules))
                    if board.turn == WHITE
                    else _("in {rules} (Black to move): {moves}", rules=name, moves=_listing(moves, board.rules))
                )
                for name, board, moves in ((name_a, self.board, self.moves_a), (name_b, self.board_b, self.moves_b))
            )
        if self.kind == "moves":
            both = [move for move in self.moves_a if move in self.moves_b]
            only_a = _listing([m for m in self.moves_a if m not in self.moves_b], a)
            only_b = _listing([m for m in self.moves_b if m not in self.moves_a], b)
            return "\n".join(
                (
                    _("legal in both: {moves}", moves=self._both(both)),
                    _("only in {rules}: {moves}", rules=name_a, moves=only_a),
                    _("only in {rules}: {moves}", rules=name_b, moves=only_b),
                )
            )
        when = _("after {moves}", moves=self._both(self.line, " ")) if self.line else _("now")
        first = _("{when}: in {rules}, {outcome}", when=when, rules=name_a, outcome=_outcome_text(self.outcome_a))
        second = _("in {rules}, {outcome}", rules=name_b, outcome=_outcome_text(self.outcome_b))
        return f"{first}\n{' ' * (len(when) + 2)}{second}"

    def __str__(self) -> str:
        """The sentence, the position (its FEN and a text diagram) and the :attr:`comparison`:

        >>> [example] = find_differences("english", "russian", limit=1)
        >>> print(example)  # doctest: +NORMALIZE_WHITESPACE
        men capturing backward: in english, men capture only forward;
        in russian, men capture backward as well as forward
        W:W5:B9 (White to move; in russian W:Wa7:Bb6)
          .   .   .   .
        w   .   .   .
          b   .   .   .
        .   .   .   .
          .   .   .   .
        .   .   .   .
          .   .   .   .
        .   .   .   .
        legal in both: none
        only in english: 5-1
        only in russian: a7xc5
        """
        if self.board.turn != self.board_b.turn:
            lines = [self.sentence]
            boards, moves_lists = (self.board, self.board_b), (self.moves_a, self.moves_b)
            for name, board, moves in zip(self._names(), boards, moves_lists, strict=True):
                moves_text = "  " + _("moves: {moves}", moves=_listing(moves, board.rules))
                lines += [
                    _("in {rules}: {heading}", rules=name, heading=self._heading(board)),
                    board.diagram(),
                    moves_text,
                ]
            return "\n".join(lines)
        return "\n".join((self.sentence, self._heading(self.board), self.board.diagram(), self.comparison))

    def __repr__(self) -> str:
        return f"<Example {self.switch}: {self.board.fen()!r}, {self.kind} differ>"

    def _repr_svg_(self) -> str:
        """The position under each rule set, side by side, each with a move that only its rule
        set allows (or the line that decides) drawn on it, and the moves in its caption."""
        from draughts.pictures import svg

        name_a, name_b = self._names()
        if self.kind == "moves":
            only_a = [move for move in self.moves_a if move not in self.moves_b]
            only_b = [move for move in self.moves_b if move not in self.moves_a]
            shown = [only_a[0] if only_a else None, only_b[0] if only_b else None]
            captions = [
                _("{rules}: {moves}", rules=name_a, moves=_listing(self.moves_a, self.board.rules)),
                _("{rules}: {moves}", rules=name_b, moves=_listing(self.moves_b, self.board_b.rules)),
            ]
        else:
            shown = [self.line[0] if len(self.line) == 1 else None] * 2
            captions = [
                _("{rules}: {outcome}", rules=name_a, outcome=_outcome_text(self.outcome_a)),
                _("{rules}: {outcome}", rules=name_b, outcome=_outcome_text(self.outcome_b)),
            ]
        return str(svg.boards([self.board, self.board_b], captions, moves=shown, names=True))

    def _repr_html_(self) -> str:
        """The same picture inline, so it keeps its name in words (JupyterLab shows SVG as an unnamed image)."""
        return self._repr_svg_()


def _listing(moves: Sequence[Move], rules: Rules, join: str = ", ") -> str:
    """*moves* as *rules* write them, or ``none``."""
    return join.join(map(rules.write_move, moves)) if moves else p_("moves", "none")


def _outcome_text(outcome: Outcome | None) -> str:
    return str(outcome) if outcome is not None else _("the game goes on")


def _state(board: Board) -> str:
    """Whose turn it is on *board*, and how many quiet plies in a row it has seen, if any."""
    white, quiet = board.turn == WHITE, board.quiet_plies
    if not quiet:
        return _("White to move") if white else _("Black to move")
    if white:
        return n_(
            "White to move, {count} quiet ply in a row so far",
            "White to move, {count} quiet plies in a row so far",
            quiet,
        )
    return n_(
        "Black to move, {count} quiet ply in a row so far", "Black to move, {count} quiet plies in a row so far", quiet
    )


def find_differences(
    a: Rules | str,
    b: Rules | str,
    *,
    limit: int = 5,
    max_pieces: int = 4,
    time_limit: float = 10.0,
) -> list[Example]:
    """The simplest positions where rule sets *a* and *b* disagree, at most *limit* of them.

    Positions with at most *max_pieces* pieces are searched for *time_limit* seconds
    at most. The examples come fewest pieces first, then fewest kings; the search
    looks for one example for each switch it can show at work before it takes a
    second one with the same switch (and never two with the same switch and the same
    pieces). When the rule sets differ in who moves first, the start position is one
    of those examples (the last, as the biggest). Equal rule sets give an empty list,
    and rule sets for boards of different sizes a :class:`ValueError`, since they
    share no position.

    >>> [example] = find_differences("english", "giveaway", limit=1)
    >>> print(example)  # doctest: +NORMALIZE_WHITESPACE
    goal: in english, you win by taking or blocking every enemy piece;
    in giveaway, you win by losing all your pieces or being blocked
    W:W5:B1 (White to move)
      b   .   .   .
    w   .   .   .
      .   .   .   .
    .   .   .   .
      .   .   .   .
    .   .   .   .
      .   .   .   .
    .   .   .   .
    now: in english, Black wins: the side to move has pieces but no legal move
         in giveaway, White wins: the side to move has no piece or no move left, and in giveaway that wins
    """
    a, b = Rules.coerce(a), Rules.coerce(b)
    if a.size != b.size:
        raise ValueError(
            f"{a.name} is played on {a.size}x{a.size} and {b.name} on {b.size}x{b.size}: "
            "boards of different sizes share no position to compare"
        )
    if limit < 1:
        raise ValueError(f"limit must be at least 1, not {limit!r}")
    if max_pieces < 2:
        raise ValueError(f"max_pieces must be at least 2 (one piece of each side), not {max_pieces!r}")
    return _Search(a, b, limit, time.monotonic() + time_limit).run(max_pieces)


class _Search:
    """One run of the difference finder for a pair of rule sets."""

    def __init__(self, a: Rules, b: Rules, limit: int, deadline: float) -> None:
        self.a, self.b = a, b
        self.limit = limit
        self.deadline = deadline
        self.differences: dict[str, Difference] = {d.switch: d for d in a.differences(b)}
        self.geometry = Geometry.of(a.size)
        self.gen_a, self.gen_b = MoveGenerator.of(a), MoveGenerator.of(b)
        switches = [SWITCHES[switch] for switch in self.differences]
        self.kings_differ = any(switch.king_moves for switch in switches)
        self.same_jumpers = not any(switch.jumpers for switch in switches)
        self.chain_switches = {switch.name for switch in switches if switch.mid_capture}
        # When taking the most pieces is the only difference, the captures of the free rule set tell it all.
        self.free_only: MoveGenerator | None = None
        if len(switches) == 1 and switches[0].most_only:
            only = switches[0]
            free = a if getattr(a, only.name) in only.looser.get(getattr(b, only.name), ()) else b
            self.free_only = MoveGenerator.of(free)
        limits = [n for n in (a.quiet_move_limit, b.quiet_move_limit) if n is not None]
        self.quiet_levels = [0]
        if a.quiet_move_limit != b.quiet_move_limit and min(limits) > 1:
            self.quiet_levels.append(min(limits) - 1)
        self.quiet_differ = a.quiet_move_limit != b.quiet_move_limit
        self.goals = {a.goal, b.goal} if a.goal != b.goal else set()
        effects = {switch: SWITCHES[switch].effect for switch in self.differences}
        self.outcome_switches = [s for s, effect in effects.items() if effect is Effect.END]
        # The switches that can matter in a position set up with no history, for each kind of difference.
        self.candidates = {
            "moves": [s for s, effect in effects.items() if effect is Effect.MOVES],
            "outcome": [s for s, effect in effects.items() if effect not in (Effect.START, Effect.HISTORY)],
        }
        self.flipped_a = {s: a.replace(**{s: getattr(b, s)}) for s in self.candidates["outcome"]}
        self.flipped_b = {s: b.replace(**{s: getattr(a, s)}) for s in self.candidates["outcome"]}
        self.empty: dict[Rules, Board] = {}
        self.found: list[Example] = []
        self.wanted: dict[_Material, list[tuple[str, str]]] = {}
        self.seen: set[tuple[str, str, tuple[int, ...]]] = set()

    # -- the run ------------------------------------------------------------------

    def run(self, max_pieces: int) -> list[Example]:
        if not self.differences:
            return []
        for switch in self.differences:
            if SWITCHES[switch].effect is Effect.START:
                self._keep(self._first_move_example(switch))
            elif SWITCHES[switch].effect is Effect.HISTORY:
                self._keep(self._repetition_example(switch))
        if not self.candidates["outcome"]:
            return self._chosen()  # no set-up position can tell these rule sets apart
        size = (2, 0)
        for position in self._placements(max_pieces, prune=True):
            if position is None:  # a periodic look at the clock
                if time.monotonic() > self.deadline:
                    break
                continue
            pieces = [mask.bit_count() for mask in position]
            if (sum(pieces), pieces[1] + pieces[3]) != size:
                if self._enough(size):
                    break
                size = (sum(pieces), pieces[1] + pieces[3])
            finding = self._examine(position)
            if finding is None:
                continue
            kind, quiet, line = finding
            switch = self._responsible(kind, position, quiet, line)
            material = tuple(mask.bit_count() for mask in position)
            if (switch, kind, material) in self.seen:
                continue
            board_a, board_b = self._board(self.a, position, quiet), self._board(self.b, position, quiet)
            self._keep(_make_example(board_a, board_b, kind, line, switch, self.differences[switch]))
        return self._chosen()

    def _enough(self, size: tuple[int, int]) -> bool:
        """Whether the search may stop, having reached positions of *size* (pieces, kings).

        Examples no bigger than that can no longer be beaten by simpler ones, and nor
        can the start position that shows who moves first, since no smaller position
        shows it. Enough settled examples must be in hand, for as many switches as the
        limit allows or for every switch that differs.
        """
        settled = [e for e in self.found if (e.pieces, e.kings) <= size or SWITCHES[e.switch].effect is Effect.START]
        switches = {example.switch for example in settled}
        covered = {example.switch for example in self.found}
        return len(settled) >= self.limit and (len(switches) >= self.limit or covered >= set(self.differences))

    def _keep(self, example: Example | None) -> None:
        if example is None:
            return
        material = tuple(example.board.count(color, king) for color in (WHITE, BLACK) for king in (False, True))
        signature = (example.switch, example.kind, material)
        if signature not in self.seen:
            self.seen.add(signature)
            self.found.append(example)

    def _chosen(self) -> list[Example]:
        """The simplest example of each switch first, then the simplest others, in order of simplicity."""
        ranked = sorted(self.found, key=_rank)
        firsts: dict[str, Example] = {}
        for example in ranked:
            firsts.setdefault(example.switch, example)
        chosen = list(firsts.values())[: self.limit]
        chosen += [e for e in ranked if e not in chosen][: self.limit - len(chosen)]
        return sorted(chosen, key=ranked.index)

    # -- the positions ------------------------------------------------------------

    def _placements(self, max_pieces: int, *, prune: bool = False) -> Iterator[_Position | None]:
        """Every position with White to move that may show a difference, fewest pieces
        then fewest kings first.

        Within one number of pieces and kings, the positions come one material at a
        time (men and kings of each side), the pieces closest together first (see
        :func:`_compact`). With *prune*, a material is left as soon as it has an
        example for every switch that can be at work, and skipped when no switch can
        be (see :meth:`_possible`), and only the sets of squares that can hold a
        difference are tried (see :meth:`_linked`). ``None`` comes every few hundred
        positions so that the caller can look at the clock.
        """
        g = self.geometry
        white_crown, black_crown = g.crown_row[WHITE], g.crown_row[BLACK]
        tried = 0
        for n in range(2, max_pieces + 1):
            full = (1 << n) - 1
            combos = {kings: _Cached(_compact(g, n, self._linked(kings) if prune else None)) for kings in (False, True)}
            chained = self._chained() if prune else None
            for kings in range(n + 1):
                for material, colourings in _colourings(n, kings).items():
                    if prune and not self._possible(material):
                        continue
                    for combo in combos[material[1] > 0]:
                        if prune and self._shown(material):
                            break
                        union = [0] * (full + 1)  # union[m]: the squares of the pieces picked by the bits of m
                        for m in range(1, full + 1):
                            low = m & -m
                            union[m] = union[m ^ low] | combo[low.bit_length() - 1]
                        for white_set, king_set in colourings:
                            white, black, crowned = union[white_set], union[full ^ white_set], union[king_set]
                            white_men, black_men = white & ~crowned, black & ~crowned
                            if white_men & white_crown or black_men & black_crown:
                                continue  # a man on the row where it would have been crowned
                            if chained is not None and not chained(white_men, white & crowned, black):
                                continue
                            yield white_men, white & crowned, black_men, black & crowned
                            tried += 1
                            if not tried & 511:
                                yield None

    def _possible(self, material: _Material) -> bool:
        """Whether some differing switch can be at work in a position of *material*."""
        return bool(self._wanted(material))

    def _shown(self, material: _Material) -> bool:
        """Whether every difference a position of *material* could show already has an
        example of that material, so that no other position of it can add one."""
        return all((switch, kind, material) in self.seen for switch, kind in self._wanted(material))

    def _wanted(self, material: _Material) -> list[tuple[str, str]]:
        """The switches, each with the kind of difference, that positions of *material* may show.

        Each switch on the moves says in :attr:`~draughts.core.rules.Switch.shows` whether
        such a position may show it at work (a switch that does not say is always
        tried). Outcomes may differ where some switch on the end of the game may be at
        work, and then any switch may be the one responsible.
        """
        if material in self.wanted:
            return self.wanted[material]
        white_men, white_kings, black_men, black_kings = material
        counts = (white_men, white_kings, black_men + black_kings, self.a, self.b)

        def shows(name: str) -> bool:
            test = SWITCHES[name].shows
            return test is None or test(*counts)

        wanted = [(switch, "moves") for switch in self.candidates["moves"] if shows(switch)]
        if any(shows(switch) for switch in self.outcome_switches):
            wanted += [(switch, "outcome") for switch in self.candidates["outcome"]]
        self.wanted[material] = wanted
        return wanted

    def _linked(self, kings: bool) -> Callable[[int, tuple[int, ...]], bool] | None:
        """A test of the sets of squares that can hold a difference, when only captures
        can differ, for positions where White has *kings* or only men.

        When every differing switch acts only on a capture that goes on after its first
        jump (the capture choice, the removal of jumped pieces, crowning mid-capture,
        a flying king's landing), the squares must hold a chain: a piece, a piece it can
        jump, and a piece it can jump next (unless a flying king may be among them: so
        many sets hold a chain for it that :meth:`_chained` tests the positions instead).
        Otherwise some piece must be within reach of another: a neighbour for a man or a
        short king, a piece along a diagonal for a flying king. When the quiet moves of
        kings or the outcomes may differ, every set counts (``None``).
        """
        if self.kings_differ or self.outcome_switches:
            return None
        flying = kings and (self.a.flying_kings or self.b.flying_kings)
        if set(self.candidates["moves"]) <= self.chain_switches and not flying:
            men, king = self._chains()
            chains = {x: men[x] + king[x] for x in men} if kings else men
            return lambda mask, combo: any(y1 & mask and second & mask & ~y1 for x in combo for y1, second in chains[x])
        rays = self.geometry.rays
        reach = {bit: sum(square for ray in rays[bit] for square in (ray if flying else ray[:1])) for bit in rays}
        return lambda mask, combo: any(reach[bit] & mask for bit in combo)

    def _chained(self) -> Callable[[int, int, int], bool] | None:
        """A test of White's men, White's kings and Black's pieces: whether a white piece
        might capture two black pieces in a row, when only such captures can differ."""
        if self.kings_differ or self.outcome_switches or not set(self.candidates["moves"]) <= self.chain_switches:
            return None
        men, kings = self._chains()

        def chained(white_men: int, white_kings: int, black: int) -> bool:
            for pieces, chains in ((white_men, men), (white_kings, kings)):
                while pieces:
                    x = pieces & -pieces
                    pieces ^= x
                    if any(y1 & black and second & black & ~y1 for y1, second in chains[x]):
                        return True
            return False

        return chained

    def _chains(self) -> tuple[dict[int, list[tuple[int, int]]], dict[int, list[tuple[int, int]]]]:
        """For a man and for a king on each square: the pieces it might jump first, each
        with the squares of the pieces it might jump next. A generous bound, which takes
        the squares in between to be empty and lets the second jump go any way.

        A man jumps a neighbour forward (backward too where either rule set lets men
        capture backward), and jumps on as a flying king if it is crowned there and goes
        on as a king in a rule set with flying kings. A king jumps in any direction,
        along the whole diagonal if either rule set has flying kings.
        """
        a, b = self.a, self.b
        rays = self.geometry.rays
        flying = a.flying_kings or b.flying_kings
        crowned_flies = flying and Crowning.KING_CONTINUES in (a.crowning, b.crowning)
        crown = self.geometry.crown_row[WHITE]
        forward = range(4) if a.men_capture_backward or b.men_capture_backward else range(2)  # rays 0, 1 go up

        def onward(landing: int, far: bool) -> int:
            """The squares of the pieces a piece on *landing* might jump."""
            return sum(square for ray in rays[landing] for square in (ray[:-1] if far else ray[:1] if ray[1:] else ()))

        men: dict[int, list[tuple[int, int]]] = {}
        kings: dict[int, list[tuple[int, int]]] = {}
        for x, x_rays in rays.items():
            men[x], kings[x] = [], []
            for d, ray in enumerate(x_rays):
                if len(ray) < 2:
                    continue
                if d in forward:
                    men[x].append((ray[0], onward(ray[1], crowned_flies and bool(ray[1] & crown))))
                for i in range(len(ray) - 1 if flying else 1):
                    second = 0
                    for landing in ray[i + 1 :] if flying else ray[1:2]:
                        second |= onward(landing, flying)
                    kings[x].append((ray[i], second))
        return men, kings

    def _examine(self, position: _Position) -> tuple[str, int, tuple[Move, ...]] | None:
        """How the rule sets disagree on *position*: ``(kind, quiet plies, line)``, or ``None``."""
        white_men, white_kings, black_men, black_kings = position
        gen_a, gen_b = self.gen_a, self.gen_b
        black = black_men | black_kings
        empty = gen_a.valid & ~(white_men | white_kings | black)
        jumpers_a = gen_a.jumpers(white_men, white_kings, black, empty, WHITE)
        if self.free_only is not None:  # the rule that takes the most pieces keeps fewer of these
            captures = (
                self.free_only.captures(white_men, white_kings, black_men, black_kings, WHITE) if jumpers_a else []
            )
            return ("moves", 0, ()) if len({m[2].bit_count() for m in captures}) > 1 else None
        jumpers_b = jumpers_a if self.same_jumpers else gen_b.jumpers(white_men, white_kings, black, empty, WHITE)
        captures_a = gen_a.captures(white_men, white_kings, black_men, black_kings, WHITE) if jumpers_a else []
        captures_b = gen_b.captures(white_men, white_kings, black_men, black_kings, WHITE) if jumpers_b else []
        if captures_a or captures_b:
            if not (captures_a and captures_b) or {m[:4] for m in captures_a} != {m[:4] for m in captures_b}:
                return "moves", 0, ()
        elif self.kings_differ and white_kings:
            quiet_a = gen_a.quiet_moves(white_men, white_kings, black_men, black_kings, WHITE)
            quiet_b = gen_b.quiet_moves(white_men, white_kings, black_men, black_kings, WHITE)
            if {m[:4] for m in quiet_a} != {m[:4] for m in quiet_b}:
                return "moves", 0, ()
        if not (self.goals or (self.quiet_differ and white_kings)) or self._outcomes_shown(position):
            return None  # only a goal, or a quiet king move near the limit, can change the outcome
        moves = captures_a or gen_a.quiet_moves(white_men, white_kings, black_men, black_kings, WHITE)
        suspects = [raw for raw in moves if self._may_decide(raw, position)]
        if moves and not suspects:
            return None
        for quiet in self.quiet_levels:
            board_a, board_b = self._board(self.a, position, quiet), self._board(self.b, position, quiet)
            if board_a.outcome(claim_draw=True) != board_b.outcome(claim_draw=True):
                return "outcome", quiet, ()
            for raw in suspects:
                move = board_a.move_from_raw(raw)
                board_a.push(move)
                board_b.push(move)
                differ = board_a.outcome(claim_draw=True) != board_b.outcome(claim_draw=True)
                board_a.pop()
                board_b.pop()
                if differ:
                    return "outcome", quiet, (move,)
        return None

    def _outcomes_shown(self, position: _Position) -> bool:
        """Whether every switch that decides outcomes already has an example with this material."""
        material = tuple(mask.bit_count() for mask in position)
        return all((switch, "outcome", material) in self.seen for switch in self.outcome_switches)

    def _may_decide(self, raw: RawMove, position: _Position) -> bool:
        """Whether the outcome after *raw* might differ: only then are the outcomes asked for.

        A quiet king move may reach one quiet-move limit and not the other; a move that
        crowns ends a first-king game; a move that leaves Black stuck wins in one goal
        and loses in another.
        """
        if self.quiet_differ and not raw[2] and raw[0] & position[1]:
            return True
        if Goal.FIRST_KING in self.goals and raw[3]:
            return True
        if Goal.GIVEAWAY in self.goals:
            own_men, own_kings, opp_men, opp_kings = apply(raw, *position)
            return any(not gen.count(opp_men, opp_kings, own_men, own_kings, BLACK) for gen in (self.gen_a, self.gen_b))
        return False

    def _board(self, rules: Rules, position: _Position, quiet: int) -> Board:
        """A board under *rules* with *position*, White to move and *quiet* quiet plies played."""
        if rules not in self.empty:
            self.empty[rules] = Board.empty(rules)
        board = self.empty[rules].copy(stack=False)
        board.set_position(Position(*position, WHITE))
        board.quiet_plies = quiet
        return board

    # -- naming the switch --------------------------------------------------------

    def _answer(self, rules: Rules, kind: str, position: _Position, quiet: int, line: tuple[Move, ...]) -> object:
        """What *rules* say: the legal moves of *position*, or the outcome after *line*."""
        if kind == "moves":
            return {m[:4] for m in MoveGenerator.of(rules).moves(*position, WHITE)}
        board = self._board(rules, position, quiet)
        for move in line:
            if move not in board.legal_moves:
                return "illegal"
            board.push(move)
        return board.outcome(claim_draw=True)

    def _responsible(self, kind: str, position: _Position, quiet: int, line: tuple[Move, ...]) -> str:
        """The differing switch whose flip alone best explains the disagreement.

        Best is a switch whose flip turns the first rule set's answer into the second's;
        then one whose flip turns the second's into the first's; then one whose flip
        changes either answer at all. Switches already named are tried first, since
        most positions show a difference that has been seen before.
        """
        candidates = self.candidates[kind]
        if len(candidates) == 1:
            return candidates[0]
        answer_a = self._answer(self.a, kind, position, quiet, line)
        answer_b = self._answer(self.b, kind, position, quiet, line)
        named = {example.switch: None for example in self.found if example.switch in candidates}
        for switch in named:
            if self._answer(self.flipped_a[switch], kind, position, quiet, line) == answer_b:
                return switch
        flipped_a = {s: self._answer(self.flipped_a[s], kind, position, quiet, line) for s in candidates}
        flipped_b = {s: self._answer(self.flipped_b[s], kind, position, quiet, line) for s in candidates}
        tiers = (
            [s for s in candidates if flipped_a[s] == answer_b],
            [s for s in candidates if flipped_b[s] == answer_a],
            [s for s in candidates if flipped_a[s] != answer_a],
            [s for s in candidates if flipped_b[s] != answer_b],
            candidates,
        )
        return next(tier[0] for tier in tiers if tier)

    # -- the switches that need a game ---------------------------------------------

    def _first_move_example(self, switch: str) -> Example:
        """The start position, where a different side moves first."""
        board_a, board_b = Board(self.a), Board(self.b)
        return _make_example(board_a, board_b, "moves", (), switch, self.differences[switch])

    def _repetition_example(self, switch: str) -> Example | None:
        """Two kings going back and forth until the start position stands for the third time."""
        limits = [n for n in (self.a.quiet_move_limit, self.b.quiet_move_limit) if n is not None]
        if limits and min(limits) <= _REPETITION_PLIES:
            return None  # the quiet-move draw comes first under both rule sets
        for position in self._placements(2):
            if position is None or position[0] or position[2]:
                continue
            board_a, board_b = self._board(self.a, position, 0), self._board(self.b, position, 0)
            line = _shuffle(board_a.copy(), board_b.copy())
            if line is not None:
                return _make_example(board_a, board_b, "outcome", line, switch, self.differences[switch])
        return None


def _compact(
    geometry: Geometry, n: int, linked: Callable[[int, tuple[int, ...]], bool] | None
) -> Iterator[tuple[int, ...]]:
    """Every set of *n* squares (as bits) that *linked* accepts, those that fit in the
    smallest square patch of the board first (since a difference comes from pieces
    near one another), and in increasing order within one patch size.

    The sets are made in rounds of patch sizes up to 1, 2, 4, 8 ..., so that a search
    that stops early never makes the large ones.
    """
    bits = geometry.bits[1:]
    rows = [geometry.row(square) for square in range(1, len(bits) + 1)]
    columns = [geometry.column(square) for square in range(1, len(bits) + 1)]
    low, high = 0, 1
    while low < geometry.size - 1:
        found: list[tuple[int, tuple[int, ...]]] = []
        for i, (row, column) in enumerate(zip(rows, columns, strict=True)):
            near = [j for j in range(i + 1, len(bits)) if rows[j] - row <= high and abs(columns[j] - column) <= high]
            for rest in itertools.combinations(near, n - 1):
                spread_columns = [columns[j] for j in rest]
                spread = max(rows[rest[-1]] - row, max(column, *spread_columns) - min(column, *spread_columns))
                if low < spread <= high:
                    combo = (bits[i], *(bits[j] for j in rest))
                    if linked is None or linked(sum(combo), combo):
                        found.append((spread, combo))
        found.sort()
        yield from (combo for _, combo in found)
        low, high = high, 2 * high


class _Cached:
    """An iterable over an iterator's items that keeps them, so that it can be walked again."""

    def __init__(self, items: Iterator[tuple[int, ...]]) -> None:
        self._items = items
        self._kept: list[tuple[int, ...]] = []

    def __iter__(self) -> Iterator[tuple[int, ...]]:
        index = 0
        while True:
            if index == len(self._kept):
                item = next(self._items, None)
                if item is None:
                    return
                self._kept.append(item)
            yield self._kept[index]
            index += 1


def _rank(example: Example) -> tuple[int, int, tuple[int, ...]]:
    """Where *example* stands among the simplest: fewest pieces, then fewest kings, then
    the order in which the search places pieces (the examples that need a game first)."""
    if SWITCHES[example.switch].effect in (Effect.START, Effect.HISTORY):
        return example.pieces, example.kings, ()
    g = example.board.geometry
    pieces = example.board.pieces()
    squares = tuple(pieces)
    rows, columns = [g.row(s) for s in squares], [g.column(s) for s in squares]
    spread = max(max(rows) - min(rows), max(columns) - min(columns))
    white = sum(1 << i for i, square in enumerate(squares) if pieces[square].color == WHITE)
    kings = sum(1 << i for i, square in enumerate(squares) if pieces[square].king)
    return example.pieces, example.kings, (spread, *squares, white, kings)


@functools.cache
def _colourings(n: int, kings: int) -> dict[_Material, list[tuple[int, int]]]:
    """How to colour *n* placed pieces with *kings* kings among them, by material: the
    pairs (white pieces, kings) as bit sets over the pieces, in increasing order.

    >>> _colourings(2, 0)
    {(1, 0, 1, 0): [(1, 0), (2, 0)]}
    """
    full = (1 << n) - 1
    out: dict[_Material, list[tuple[int, int]]] = {}
    for white_set in range(1, full):
        for king_set in (m for m in range(full + 1) if m.bit_count() == kings):
            white_kings = (white_set & king_set).bit_count()
            white_men = white_set.bit_count() - white_kings
            material = (white_men, white_kings, n - white_set.bit_count() - kings + white_kings, kings - white_kings)
            out.setdefault(material, []).append((white_set, king_set))
    return dict(sorted(out.items(), key=lambda item: item[1][0]))


def _shuffle(board_a: Board, board_b: Board) -> tuple[Move, ...] | None:
    """Each side's first king step there and back, twice, if legal under both rule sets and the game goes on."""
    line: list[Move] = []
    while len(line) < _REPETITION_PLIES:
        if len(line) < 2:
            moves = list(board_a.legal_moves)
            if not moves or moves[0].is_capture:
                return None
            move = moves[0]
        elif len(line) < 4:
            move = Move((line[len(line) - 2].end, line[len(line) - 2].start))
        else:
            move = line[len(line) - 4]
        if move not in board_a.legal_moves or move not in board_b.legal_moves:
            return None
        board_a.push(move)
        board_b.push(move)
        line.append(move)
        if len(line) < _REPETITION_PLIES and (board_a.outcome(claim_draw=True) or board_b.outcome(claim_draw=True)):
            return None
    if board_a.outcome(claim_draw=True) == board_b.outcome(claim_draw=True):
        return None
    return tuple(line)


def _make_example(
    board_a: Board, board_b: Board, kind: str, line: tuple[Move, ...], switch: str, why: Difference
) -> Example:
    moves_a, moves_b = tuple(board_a.legal_moves), tuple(board_b.legal_moves)
    after_a, after_b = board_a.copy(), board_b.copy()
    for move in line:
        after_a.push(move)
        after_b.push(move)
    return Example(
        board=board_a,
        board_b=board_b,
        kind=kind,
        moves_a=moves_a,
        moves_b=moves_b,
        line=line,
        outcome_a=after_a.outcome(claim_draw=True),
        outcome_b=after_b.outcome(claim_draw=True),
        switch=switch,
        sentence=str(why),
    )
