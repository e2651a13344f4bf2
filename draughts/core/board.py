"""The :class:`Board`: a position under a rule set, with its history.

>>> board = Board("english")
>>> board.turn == BLACK, len(board.legal_moves)
(True, 7)
>>> board.push_pdn("11-15")
Move((11, 15))
>>> board.fen()
'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15'
>>> board.pop()
Move((11, 15))
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Self

from draughts.core.errors import (
    AmbiguousMoveError,
    GameOverError,
    IllegalMoveError,
    InvalidOptionError,
    InvalidSquareError,
)
from draughts.core.fen import format_fen, parse_fen
from draughts.core.geometry import Geometry
from draughts.core.messages import _
from draughts.core.movegen import MoveGenerator, RawMove, apply
from draughts.core.moves import Move
from draughts.core.notation import read_squares
from draughts.core.outcome import Outcome, Termination
from draughts.core.position import Position, Sides
from draughts.core.rules import Goal, Rules
from draughts.core.sides import BLACK, WHITE, Color, Piece
from draughts.core.text import quote

if TYPE_CHECKING:
    from draughts.core.explain import Explanation
    from draughts.pictures.svg import SvgImage

__all__ = ["Board", "LegalMoves"]


class _Saved(NamedTuple):
    """The state before one move, kept so that :meth:`Board.pop` can restore it."""

    position: Position
    quiet_plies: int
    move: Move


class LegalMoves:
    """The legal moves of a board, computed when asked: iterate, ``len``, ``in``.

    Once the game is over (:meth:`Board.outcome`) there are none.

    >>> moves = Board("english").legal_moves
    >>> len(moves), Move((9, 13)) in moves, bool(moves)
    (7, True, True)
    """

    def __init__(self, board: Board) -> None:
        self._board = board

    def __iter__(self) -> Iterator[Move]:
        return iter(self._board._legal_list())

    def __len__(self) -> int:
        board = self._board
        return 0 if board._ended_by_rule() else board.generator.count(*board.sides())

    def count(self) -> int:
        """How many legal moves there are."""
        return len(self)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __contains__(self, move: object) -> bool:
        return isinstance(move, Move) and move in self._board._legal_list()

    def get(self, move: Move) -> Move | None:
        """The legal move equal to *move*, with its route and crowning, or ``None``.

        Moves are equal when they do the same thing, so this finds the route the board
        keeps for a move given by start, end and captures alone.

        >>> board = Board.from_fen("W:W27:B23,14")
        >>> board.legal_moves.get(Move((27, 9), captures=(23, 14)))
        Move((27, 18, 9), captures=(23, 14))
        >>> board.legal_moves.get(Move((27, 24))) is None
        True
        """
        for legal in self._board._legal_list():
            if legal == move:
                return legal
        return None

    def __repr__(self) -> str:
        return f"<LegalMoves ({', '.join(map(self._board.rules.write_move, self))})>"


class Board:
    """A draughts position, its rule set, the side to move and the moves that led to it.

    ``Board("russian")`` is the start position of a preset; :meth:`from_fen` and
    :meth:`empty` set up other positions. :meth:`push` plays a move (fast and
    unchecked, as for moves taken from :attr:`legal_moves`) and :meth:`pop` takes it
    back; :meth:`push_pdn` reads text and plays it only if it is legal.

    Two boards are equal when their games go on alike: see :meth:`__eq__`.
    """

    turn: Color
    quiet_plies: int
    """Plies in a row with no capture and no man moved (the quiet-move draw counter)."""

    __hash__ = None  # type: ignore[assignment]  # a board changes; hash its position instead

    def __init__(self, rules: Rules | str = "english", fen: str | None = None) -> None:
        self._rules = Rules.coerce(rules)
        self.geometry = Geometry.of(self._rules.size)
        self._gen = MoveGenerator.of(self._rules)
        self._stack: list[_Saved] = []
        self.quiet_plies = 0
        self._white_men = self._white_kings = self._black_men = self._black_kings = 0
        if fen is not None:
            self.set_fen(fen)
        else:
            self.reset()

    # -- setting up ---------------------------------------------------------------

    @classmethod
    def from_fen(cls, fen: str, rules: Rules | str = "english") -> Board:
        """The position of a PDN FEN under a rule set.

        >>> Board.from_fen("W:W21,22,K30:B1,2,3").piece_at(30)
        Piece(WHITE, king=True)
        """
        board = cls(rules)
        board.set_fen(fen)
        return board

    @classmethod
    def from_position(cls, position: Position, rules: Rules | str = "english") -> Board:
        """A board with *position* under a rule set, with no history (unchecked, like :meth:`push`).

        >>> board = Board.from_fen("W:W21:B1")
        >>> Board.from_position(board.position, "arcade").fen()
        'W:W21:B1'
        """
        board = cls.empty(rules)
        board.set_position(position)
        return board

    @classmethod
    def empty(cls, rules: Rules | str = "english") -> Board:
        """A board with no pieces, with the rule set's first mover to move."""
        board = cls(rules)
        board.clear()
        return board

    def reset(self) -> None:
        """Set up the start position and forget the history."""
        rows = self.rules.size // 2 - 1
        count = rows * self.geometry.half
        g = self.geometry
        self._black_men = g.mask(range(1, count + 1))
        self._white_men = g.mask(range(g.squares - count + 1, g.squares + 1))
        self._white_kings = self._black_kings = 0
        self.turn = self.rules.first
        self.quiet_plies = 0
        self._stack.clear()

    def clear(self) -> None:
        """Remove every piece and forget the history."""
        self._white_men = self._white_kings = self._black_men = self._black_kings = 0
        self.turn = self.rules.first
        self.quiet_plies = 0
        self._stack.clear()

    def set_position(self, position: Position) -> None:
        """Set up *position* as it is (unchecked) and forget the history."""
        self._white_men, self._white_kings, self._black_men, self._black_kings, self.turn = position
        self.quiet_plies = 0
        self._stack.clear()

    def set_fen(self, fen: str) -> None:
        """Set up the position of a PDN FEN and forget the history."""
        layout = parse_fen(fen, self.rules.size)
        self.clear()
        for square, piece in layout.pieces.items():
            self.put(square, piece)
        self.turn = layout.turn

    def put(self, square: int, piece: Piece) -> None:
        """Put *piece* on *square*, replacing whatever stood there.

        A man may not stand on the row where it would be crowned.
        """
        bit = self.geometry.bits[self.geometry.check(square)]
        if not piece.king and bit & self.geometry.crown_row[piece.color]:
            name = self.rules.name_square(square)
            if piece.color == WHITE:
                refusal = _(
                    "a white man cannot stand on {square}: it would already have been crowned there", square=name
                )
            else:
                refusal = _(
                    "a black man cannot stand on {square}: it would already have been crowned there", square=name
                )
            raise InvalidSquareError(refusal)
        self.remove(square)
        if piece.color == WHITE:
            if piece.king:
                self._white_kings |= bit
            else:
                self._white_men |= bit
        elif piece.king:
            self._black_kings |= bit
        else:
            self._black_men |= bit

    def remove(self, square: int) -> Piece | None:
        """Take the piece off *square* and return it (``None`` if it was empty)."""
        piece = self.piece_at(square)
        keep = ~self.geometry.bits[square]
        self._white_men &= keep
        self._white_kings &= keep
        self._black_men &= keep
        self._black_kings &= keep
        return piece

    # -- the position and the rules -----------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rule set (read-only: :meth:`with_rules` gives the position under other rules)."""
        return self._rules

    @property
    def generator(self) -> MoveGenerator:
        """The move generator of the rule set, for work on raw bitboards (see :mod:`draughts.core.movegen`)."""
        return self._gen

    @property
    def position(self) -> Position:
        """The pieces and the side to move as a hashable value: the key of this position.

        >>> Board("english").position == Board("english").position
        True
        """
        return Position(self._white_men, self._white_kings, self._black_men, self._black_kings, self.turn)

    def sides(self) -> Sides:
        """The position from the mover's side, as the move generator takes it: ``position.sides()``."""
        if self.turn:
            return self._white_men, self._white_kings, self._black_men, self._black_kings, WHITE
        return self._black_men, self._black_kings, self._white_men, self._white_kings, BLACK

    def with_rules(self, rules: Rules | str) -> Self:
        """The same position (and quiet-move count) under another rule set, without the history.

        >>> board = Board.from_fen("W:W18:B22")
        >>> [str(move) for move in board.legal_moves], [str(move) for move in board.with_rules("russian").legal_moves]
        (['18-14', '18-15'], ['18x25'])
        """
        other = Rules.coerce(rules)
        if other.size != self._rules.size:
            size = self._rules.size
            raise InvalidOptionError(
                f"{other.name} is played on {other.size}x{other.size}, this position on {size}x{size}"
            )
        board = self.copy(stack=False)
        board._rules, board._gen = other, MoveGenerator.of(other)
        return board

    def recent_positions(self) -> list[Position]:
        """The positions before this one since the last capture or man move, oldest first.

        Only these can come back, so they are all that repetition needs.
        """
        back = min(self.quiet_plies, len(self._stack))
        return [saved.position for saved in self._stack[len(self._stack) - back :]] if back else []

    # -- reading the position -----------------------------------------------------

    def piece_at(self, square: int) -> Piece | None:
        """The piece on *square*, or ``None``."""
        bit = self.geometry.bits[self.geometry.check(square)]
        if bit & self._white_men:
            return Piece(WHITE)
        if bit & self._white_kings:
            return Piece(WHITE, king=True)
        if bit & self._black_men:
            return Piece(BLACK)
        if bit & self._black_kings:
            return Piece(BLACK, king=True)
        return None

    def pieces(self) -> dict[int, Piece]:
        """Every piece on the board, by square."""
        g = self.geometry
        out: dict[int, Piece] = {}
        for mask, piece in (
            (self._white_men, Piece(WHITE)),
            (self._white_kings, Piece(WHITE, king=True)),
            (self._black_men, Piece(BLACK)),
            (self._black_kings, Piece(BLACK, king=True)),
        ):
            for square in g.squares_of(mask):
                out[square] = piece
        return dict(sorted(out.items()))

    def count(self, color: Color, king: bool | None = None) -> int:
        """How many pieces *color* has (only kings or only men if *king* is given)."""
        men, kings = (self._white_men, self._white_kings) if color else (self._black_men, self._black_kings)
        if king is None:
            return (men | kings).bit_count()
        return (kings if king else men).bit_count()

    def fen(self) -> str:
        """The position in PDN FEN, its squares written as the rule set's players write them.

        >>> Board.from_fen("W:W22,K28:B9", "russian").fen(), Board.from_fen("W:W22,K28:B9").fen()
        ('W:Wc3,Kh2:Bb6', 'W:W22,K28:B9')
        """
        return format_fen(self.turn, self.pieces(), self.rules.name_square)

    def square_name(self, square: int) -> str:
        """*square* as the rule set's players write it (:meth:`~draughts.core.rules.Rules.name_square`).

        A number in most games, an algebraic name in Russian and Brazilian draughts
        (``board.geometry.name`` gives the algebraic name in every game).

        >>> Board("english").square_name(22), Board("russian").square_name(22)
        ('22', 'c3')
        """
        return self.rules.name_square(square)

    # -- moves --------------------------------------------------------------------

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves, as a container-like view computed on demand."""
        return LegalMoves(self)

    def move_from_raw(self, raw: RawMove) -> Move:
        """The :class:`Move` of a raw move of the generator (see :mod:`draughts.core.movegen`)."""
        at = self.geometry.square_of
        path = (at(raw[0]), *tuple(at(bit) for bit in raw[4]))
        return Move(path, tuple(at(bit) for bit in raw[5]), raw[3])

    def _legal_list(self) -> list[Move]:
        if self._ended_by_rule():
            return []
        moves = [self.move_from_raw(raw) for raw in self._gen.moves(*self.sides())]
        return sorted(moves, key=lambda m: (m.path[0], m.path[-1], m.path))

    def routes(self) -> list[Move]:
        """Every way of playing the legal moves, duplicates included: each capture route
        (landing choices, jump orders) is its own :class:`Move`.

        >>> board = Board.from_fen("W:WK22:B18,19,26,27")
        >>> list(board.legal_moves)
        [Move((22, 15, 24, 31, 22), captures=(18, 19, 27, 26))]
        >>> [str(route) for route in board.routes()]
        ['22x15x24x31x22', '22x31x24x15x22']
        """
        sides = self.sides()
        raw = self._gen.captures(*sides, distinct=False) or self._gen.quiet_moves(*sides)
        return [self.move_from_raw(route) for route in raw]

    def capturing_squares(self) -> list[int]:
        """The squares of the pieces that must capture now (empty when no capture is on)."""
        return sorted({move.start for move in self._legal_list() if move.is_capture})

    def push(self, move: Move) -> None:
        """Play *move*, unchecked: it should come from :attr:`legal_moves` (or :meth:`parse_move`).

        The move is played as given, so an illegal move leaves an impossible game:
        :meth:`push_pdn`, or ``move in board.legal_moves`` first, is the checked way.
        Two cheap tests guard the board all the same: :class:`GameOverError` once the
        game is over, whatever the move, and :class:`IllegalMoveError` if no piece of
        the side to move stands on the first square. A man reaching the crowning row
        is crowned even if *move* does not say so.

        Perft and the engine do not come here: they play raw moves on bitboards (see
        :mod:`draughts.core.movegen`).

        >>> board = Board.from_fen("B:W22:B27", "first-king")
        >>> board.push(Move((27, 32)))
        >>> board.push(Move((22, 18)))
        Traceback (most recent call last):
        ...
        draughts.core.errors.GameOverError: 22-18: the game is over: Black wins: a man was crowned, ...
        """
        g = self.geometry
        start, end = g.bits[move.path[0]], g.bits[move.path[-1]]
        own_men, own_kings, opp_men, opp_kings, color = self.sides()
        # The test of _ending, on the sides already read: a finished game takes no move.
        if not self._gen.can_move(own_men, own_kings, opp_men, opp_kings, color) or self._ended_by_rule():
            raise GameOverError(f"{self.rules.write_move(move)}: the game is over: {self._ending()}")
        if not start & (own_men | own_kings):
            from draughts.core.explain import explain_squares

            text, start_name = self.rules.write_move(move), self.rules.name_square(move.path[0])
            explanation = explain_squares(self, move.path, text)
            if color == WHITE:
                refusal = _("{move}: there is no White piece on {square}", move=text, square=start_name)
            else:
                refusal = _("{move}: there is no Black piece on {square}", move=text, square=start_name)
            raise IllegalMoveError(refusal, explanation)
        is_man = bool(start & own_men)
        crowns = move.crowns or (is_man and bool(end & g.crown_row[color]))
        if crowns != move.crowns:
            move = Move(move.path, move.captures, crowns)
        self._stack.append(_Saved(self.position, self.quiet_plies, move))
        taken = g.mask(move.captures)
        raw = (start, end, taken, crowns, (), ())
        own_men, own_kings, opp_men, opp_kings = apply(raw, own_men, own_kings, opp_men, opp_kings)
        if color:
            self._white_men, self._white_kings, self._black_men, self._black_kings = (
                own_men,
                own_kings,
                opp_men,
                opp_kings,
            )
        else:
            self._black_men, self._black_kings, self._white_men, self._white_kings = (
                own_men,
                own_kings,
                opp_men,
                opp_kings,
            )
        self.quiet_plies = 0 if (is_man or taken) else self.quiet_plies + 1
        self.turn = not color

    def pop(self) -> Move:
        """Take back the last move and return it."""
        if not self._stack:
            raise IndexError("pop from a board with no moves played")
        saved = self._stack.pop()
        self._white_men, self._white_kings, self._black_men, self._black_kings, self.turn = saved.position
        self.quiet_plies = saved.quiet_plies
        return saved.move

    def peek(self) -> Move | None:
        """The last move played, or ``None``."""
        return self._stack[-1].move if self._stack else None

    @property
    def move_stack(self) -> list[Move]:
        """The moves played since the position was set up, oldest first (a new list at each call)."""
        return [saved.move for saved in self._stack]

    @property
    def plies(self) -> int:
        """How many moves have been played since the position was set up: ``len(move_stack)``, without the list.

        >>> board = Board("english")
        >>> _ = board.push_pdn("11-15")
        >>> board.plies
        1
        """
        return len(self._stack)

    def root(self) -> Self:
        """A copy of the position before the first move of :attr:`move_stack`."""
        board = self.copy(stack=False)
        if self._stack:
            first = self._stack[0]
            board.set_position(first.position)
            board.quiet_plies = first.quiet_plies
        return board

    def parse_move(self, text: str) -> Move:
        """The legal move that *text* names: a full path, the short form or algebraic.

        Raises :class:`InvalidMoveError` for unreadable text, :class:`IllegalMoveError`
        with the reason for a move the rules forbid (any move once the game is over),
        and :class:`AmbiguousMoveError` when the text fits several moves.

        >>> board = Board.from_fen("W:W22:B9,10,17,18")
        >>> board.parse_move("c3:c7")
        Traceback (most recent call last):
        ...
        draughts.core.errors.AmbiguousMoveError: 'c3:c7' fits 2 moves: 22x13x6 or 22x15x6; give more squares
        >>> board.parse_move("22x15x6")
        Move((22, 15, 6), captures=(18, 10))
        """
        squares = read_squares(text, self.geometry)
        matches = [] if self.outcome() is not None else self.moves_matching(squares)
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            names = " or ".join(map(self.rules.write_move, matches))
            raise AmbiguousMoveError(f"{quote(text)} fits {len(matches)} moves: {names}; give more squares")
        from draughts.core.explain import explain_squares

        explanation = explain_squares(self, squares, text)
        raise IllegalMoveError(str(explanation), explanation)

    def moves_matching(self, squares: Sequence[int]) -> list[Move]:
        """The legal moves whose routes fit the squares of some move text (see :meth:`Move.fits`).

        A route that visits exactly the squares given (a full path) wins over longer
        routes that merely pass through them.

        >>> Board.from_fen("W:W22:B9,10,17,18").moves_matching([22, 6])
        [Move((22, 13, 6), captures=(17, 9)), Move((22, 15, 6), captures=(18, 10))]
        """
        routes = self.routes()
        exact = [move for move in routes if list(move.path) == list(squares)]
        found: list[Move] = []
        for move in exact or routes:
            if move.fits(squares) and move not in found:
                found.append(move)
        legal = self.legal_moves
        return [legal.get(move) or move for move in found]

    def push_pdn(self, text: str) -> Move:
        """Read move text, check it, play it, and return the move."""
        move = self.parse_move(text)
        self.push(move)
        return move

    def explain(self, move: Move | str) -> Explanation:
        """Why a move is legal, or why not: a reason, the moves it refers to, and a plain sentence.

        >>> explanation = Board.from_fen("B:W18,27:B14,10,11").explain("11-16")
        >>> print(explanation)
        a capture is compulsory: 14x23x32
        >>> explanation.reason, explanation.moves
        (<Reason.CAPTURE_COMPULSORY: 'capture compulsory'>, (Move((14, 23, 32), captures=(18, 27), crowns=True),))
        """
        from draughts.core.explain import explain

        return explain(self, move)

    # -- the end of the game ------------------------------------------------------

    def outcome(self, *, claim_draw: bool = False) -> Outcome | None:
        """How the game has ended, or ``None`` while it goes on.

        A game ends by itself when the side to move has no piece or no move, when a man
        is crowned under the first-king goal, and at the quiet-move limit; once it has,
        :attr:`legal_moves` is empty and :meth:`push` refuses every move. With
        ``claim_draw=True`` a draw that may be claimed (threefold repetition) counts as
        the end too.

        >>> board = Board.from_fen("B:W22:B27", "first-king")
        >>> _ = board.push_pdn("27-32")
        >>> str(board.outcome()), len(board.legal_moves)
        ('Black wins: a man was crowned, and the first king wins', 0)
        """
        ending = self._ending()
        if ending is None and claim_draw and self.can_claim_draw():
            return Outcome(Termination.REPETITION, None)
        return ending

    def _ending(self) -> Outcome | None:
        """How the game has ended by itself, or ``None``: the one place that decides it.

        A side with no piece or no move on its turn has lost (won, in giveaway) even
        when the move before it also crowned a man or reached the quiet-move limit.
        """
        own_men, own_kings, opp_men, opp_kings, color = self.sides()
        if not own_men | own_kings or not self._gen.can_move(own_men, own_kings, opp_men, opp_kings, color):
            if self._rules.goal is Goal.GIVEAWAY:
                return Outcome(Termination.GIVEAWAY, color)
            return Outcome(Termination.NO_MOVES if own_men | own_kings else Termination.NO_PIECES, not color)
        termination = self._ended_by_rule()
        if termination is None:
            return None
        return Outcome(termination, not color if termination is Termination.FIRST_KING else None)

    def _ended_by_rule(self) -> Termination | None:
        """The rule that has ended the game although the side to move has a move (see :meth:`Rules.ending`).

        Cheap: :attr:`legal_moves` asks it every time, since a side with no move has none to list anyway.
        """
        crowned = bool(self._stack) and self._stack[-1].move.crowns
        return self._rules.ending(crowned=crowned, quiet_plies=self.quiet_plies)

    def is_game_over(self, *, claim_draw: bool = False) -> bool:
        """Whether :meth:`outcome` says the game has ended."""
        return self.outcome(claim_draw=claim_draw) is not None

    def result(self, *, claim_draw: bool = False) -> str:
        """``"1-0"``, ``"0-1"``, ``"1/2-1/2"``, or ``"*"`` while the game goes on."""
        outcome = self.outcome(claim_draw=claim_draw)
        return outcome.result() if outcome else "*"

    def can_claim_draw(self) -> bool:
        """Whether a draw may be claimed now (threefold repetition, where the rules have it)."""
        return self.rules.repetition and self.is_repetition(3)

    def is_repetition(self, count: int = 3) -> bool:
        """Whether the position, with the same side to move, has now stood *count* times.

        Only positions since the last capture or man move can repeat, so the search
        goes back :attr:`quiet_plies` moves at most.
        """
        here = self.position
        seen = 1 + sum(1 for position in self.recent_positions() if position == here)
        return seen >= count

    # -- copies, comparison and views ---------------------------------------------

    def copy(self, *, stack: bool = True) -> Self:
        """A copy of the board, of the same class, with its history unless ``stack=False``.

        The attributes a subclass adds are copied too (shallowly).
        """
        cls = type(self)
        board = cls.__new__(cls)
        if cls is not Board:
            board.__dict__.update(self.__dict__)  # what the subclass keeps (slower, so not for a Board)
        board._rules, board.geometry, board._gen = self._rules, self.geometry, self._gen
        board._white_men, board._white_kings, board._black_men, board._black_kings = (
            self._white_men,
            self._white_kings,
            self._black_men,
            self._black_kings,
        )
        board.turn, board.quiet_plies = self.turn, self.quiet_plies
        board._stack = list(self._stack) if stack else []
        return board

    def __copy__(self) -> Self:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        """A copy sharing the rule set's tables (they never change) and the frozen moves."""
        return self.copy()

    def __eq__(self, other: object) -> bool:
        """Whether the two games go on alike: the same rules, position (pieces and side to move),
        quiet-move count, positions that still count for repetition (:meth:`recent_positions`)
        and ending (a first king just crowned).

        Older history does not count, since nothing can bring it back: boards reached by
        different orders of man moves are equal. A copy with ``stack=False`` forgets the
        positions that count for repetition, so it is equal only when there are none.
        Compare :attr:`position` for the pieces and the side to move alone.

        >>> drawn = Board.from_fen("W:WK22:BK1").with_rules(Rules.preset("english").replace(quiet_move_limit=2))
        >>> for text in ("22-18", "1-5"):
        ...     _ = drawn.push_pdn(text)
        >>> again = Board.from_fen(drawn.fen(), drawn.rules)
        >>> drawn.position == again.position, drawn == again, drawn.is_game_over(), again.is_game_over()
        (True, False, True, False)
        """
        if not isinstance(other, Board):
            return NotImplemented
        return (
            self.position == other.position
            and self.quiet_plies == other.quiet_plies
            and self.rules == other.rules
            and self.recent_positions() == other.recent_positions()
            and self._ended_by_rule() == other._ended_by_rule()
        )

    def __repr__(self) -> str:
        rules = repr(self.rules.name) if repr(self.rules).startswith("Rules.preset") else repr(self.rules)
        return f"Board.from_fen({self.fen()!r}, rules={rules})"

    def __str__(self) -> str:
        return self.diagram()

    def diagram(self, *, numbers: bool = False) -> str:
        """A text picture, Black at the top: ``w``/``b`` men, ``W``/``B`` kings, ``.`` empty.

        With ``numbers=True`` empty squares show their names as the rule set writes them:
        numbers, or ``c3`` and the like on a Russian or Brazilian board.

        >>> print(Board.from_fen("W:WK29:B4").diagram())
          .   .   .   b
        .   .   .   .
          .   .   .   .
        .   .   .   .
          .   .   .   .
        .   .   .   .
          .   .   .   .
        W   .   .   .
        """
        g = self.geometry
        pieces = self.pieces()
        width = 2 if numbers else 1
        lines = []
        for row in range(g.size):
            cells = []
            for column in range(g.size):
                square = g.square_at(row, column)
                if square is None:
                    cells.append(" " * width)
                elif square in pieces:
                    cells.append(pieces[square].symbol().rjust(width))
                else:
                    cells.append(self.rules.name_square(square).rjust(width) if numbers else ".")
            lines.append(" ".join(cells).rstrip())
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        from draughts.pictures import svg

        return svg.board(self)

    def _repr_html_(self) -> str:
        """The picture inline, so the page keeps its name in words (JupyterLab shows SVG as an unnamed image).

        >>> 'role="img" aria-label="8x8 board (english rules), Black to move.' in Board()._repr_html_()
        True
        """
        return self._repr_svg_()

    def svg(self, **options: Any) -> SvgImage:
        """A picture of the board; the options are those of :func:`draughts.pictures.svg.board`.

        >>> Board("english").svg(numbers=True).count('class="piece ')
        24
        """
        from draughts.pictures import svg

        return svg.board(self, **options)
