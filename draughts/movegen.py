"""The move generator: every legal move of a position, under any rule set.

It works on bitboards (see :mod:`draughts.geometry`) and knows nothing of boards,
notation or history, so the same code serves the :class:`~draughts.Board`, perft and
the computer opponent. A position is four ints and the side to move: the mover's men
and kings, then the opponent's men and kings.

A *raw move* is a tuple ``(start, end, taken, crowns, landings, victims)``:

- ``start`` and ``end`` are single bits (the same bit when a capture circles home);
- ``taken`` is the mask of the captured pieces;
- ``crowns`` tells whether a man becomes a king;
- ``landings`` are the bits the piece lands on, in order, and ``victims`` the bits it
  jumps, in order (both empty for a quiet move's victims).

The rules, in the order the generator applies them:

1. If any piece can capture, only captures are legal (capture is compulsory).
2. A capture goes on while the piece can jump again (:meth:`MoveGenerator._extend`).
3. Routes that do the same thing are one move (same start, end, captured set and
   crowning); the first route found is kept.
4. Under ``capture_rule="most"``, only the moves that take the most pieces are kept.
"""

from __future__ import annotations

from functools import cache
from typing import TypeAlias

from .colors import BLACK, WHITE, Color
from .geometry import Geometry
from .rules import CaptureRule, Crowning, FlyingLanding, KingRange, Removal, Rules

__all__ = ["MoveGenerator", "RawMove", "apply"]

RawMove: TypeAlias = tuple[int, int, int, bool, tuple[int, ...], tuple[int, ...]]
Position: TypeAlias = tuple[int, int, int, int]


def apply(move: RawMove, own_men: int, own_kings: int, opp_men: int, opp_kings: int) -> Position:
    """The position after *move*, still from the mover's side: ``(own_men, own_kings, opp_men, opp_kings)``."""
    start, end, taken, crowns = move[0], move[1], move[2], move[3]
    if start & own_kings:
        own_kings = (own_kings & ~start) | end
    elif crowns:
        own_men &= ~start
        own_kings |= end
    else:
        own_men = (own_men & ~start) | end
    return own_men, own_kings, opp_men & ~taken, opp_kings & ~taken


class MoveGenerator:
    """Generates the moves of one rule set. Get one with :meth:`of`.

    >>> from draughts.rules import Rules
    >>> gen = MoveGenerator.of(Rules.preset("english"))
    >>> g = gen.geometry
    >>> men = g.mask(range(21, 33)); black = g.mask(range(1, 13))
    >>> gen.count(men, 0, black, 0, WHITE)
    7
    """

    def __init__(self, rules: Rules) -> None:
        g = self.geometry = Geometry.of(rules.size)
        self.rules = rules
        self.valid = g.valid
        self.crown_row = g.crown_row
        self.directions = g.directions
        self.forward = {WHITE: (g.up_left, g.up_right), BLACK: (g.down_left, g.down_right)}
        men_back = rules.men_capture_backward
        self.man_jumps = {color: g.directions if men_back else self.forward[color] for color in (WHITE, BLACK)}
        self.flying = rules.king_range is KingRange.FLYING
        self.most = rules.capture_rule is CaptureRule.MOST
        self.must_continue = rules.flying_landing is FlyingLanding.MUST_CONTINUE
        self.immediate = rules.removal is Removal.IMMEDIATE
        self.crowning = rules.crowning

    @staticmethod
    @cache
    def of(rules: Rules) -> MoveGenerator:
        """The (shared) generator of a rule set."""
        return MoveGenerator(rules)

    # -- the whole move list ------------------------------------------------------

    def moves(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> list[RawMove]:
        """Every legal move: the captures if there are any, else the quiet moves."""
        captures = self.captures(own_men, own_kings, opp_men, opp_kings, color)
        return captures or self.quiet_moves(own_men, own_kings, opp_men, opp_kings, color)

    def count(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> int:
        """How many legal moves there are, without listing quiet moves one by one."""
        opp = opp_men | opp_kings
        empty = self.valid & ~(own_men | own_kings | opp)
        if self.jumpers(own_men, own_kings, opp, empty, color):
            return len(self.captures(own_men, own_kings, opp_men, opp_kings, color))
        step = Geometry.step
        total = 0
        for d in self.forward[color]:
            total += (step(own_men, d) & empty).bit_count()
        for d in self.directions:
            reach = own_kings
            while reach:
                reach = step(reach, d) & empty
                total += reach.bit_count()
                if not self.flying:
                    break
        return total

    # -- quiet moves --------------------------------------------------------------

    def quiet_moves(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> list[RawMove]:
        """The moves that capture nothing: men step forward, kings step or fly."""
        empty = self.valid & ~(own_men | own_kings | opp_men | opp_kings)
        step = Geometry.step
        crown_row = self.crown_row[color]
        out: list[RawMove] = []
        for d in self.forward[color]:
            targets = step(own_men, d) & empty
            while targets:
                end = targets & -targets
                targets ^= end
                out.append((step(end, -d), end, 0, bool(end & crown_row), (end,), ()))
        kings = own_kings
        while kings:
            start = kings & -kings
            kings ^= start
            for d in self.directions:
                end = step(start, d)
                while end & empty:
                    out.append((start, end, 0, False, (end,), ()))
                    if not self.flying:
                        break
                    end = step(end, d)
        return out

    # -- captures -----------------------------------------------------------------

    def jumpers(self, own_men: int, own_kings: int, opp: int, empty: int, color: Color) -> int:
        """The mask of the mover's pieces that have at least one jump (a fast test)."""
        step = Geometry.step
        found = 0
        for d in self.man_jumps[color]:
            found |= own_men & step(opp & step(empty, -d), -d)
        if not own_kings:
            return found
        for d in self.directions:
            victims = opp & step(empty, -d)  # enemy pieces with an empty square beyond them
            if not self.flying:
                found |= own_kings & step(victims, -d)
                continue
            reach = step(victims, -d)  # walk back from each victim over empty squares
            while reach:
                found |= reach & own_kings
                reach = step(reach & empty, -d)
        return found

    def captures(
        self,
        own_men: int,
        own_kings: int,
        opp_men: int,
        opp_kings: int,
        color: Color,
        *,
        distinct: bool = True,
    ) -> list[RawMove]:
        """Every legal capture; with ``distinct=False``, every route, duplicates included."""
        opp = opp_men | opp_kings
        empty = self.valid & ~(own_men | own_kings | opp)
        pieces = self.jumpers(own_men, own_kings, opp, empty, color)
        routes: list[RawMove] = []
        while pieces:
            start = pieces & -pieces
            pieces ^= start
            king = bool(start & own_kings)
            self._extend(start, start, king, False, color, opp, empty | start, 0, (), (), routes)
        if distinct and routes:
            unique: dict[tuple[int, int, int, bool], RawMove] = {}
            for route in routes:
                unique.setdefault((route[0], route[1], route[2], route[3]), route)
            routes = list(unique.values())
        if self.most and routes:
            most = max(len(route[5]) for route in routes)
            routes = [route for route in routes if len(route[5]) == most]
        return routes

    def jumps(self, square: int, king: bool, color: Color, capturable: int, empty: int) -> list[tuple[int, list[int]]]:
        """The single jumps from *square*: ``(victim, [landing squares])`` pairs.

        A man (or a short king) jumps an adjacent enemy onto the empty square just
        beyond. A flying king slides over empty squares to the first piece on a
        diagonal; if that piece may be captured, it may land on any empty square
        beyond it, up to the next piece.
        """
        step = Geometry.step
        found = []
        if king and self.flying:
            for d in self.directions:
                victim = step(square, d)
                while victim & empty:
                    victim = step(victim, d)
                if victim & capturable:
                    land = step(victim, d)
                    landings = []
                    while land & empty:
                        landings.append(land)
                        land = step(land, d)
                    if landings:
                        found.append((victim, landings))
        else:
            for d in self.directions if king else self.man_jumps[color]:
                victim = step(square, d)
                if victim & capturable:
                    land = step(victim, d)
                    if land & empty:
                        found.append((victim, [land]))
        return found

    def _extend(
        self,
        start: int,
        square: int,
        king: bool,
        crowned: bool,
        color: Color,
        capturable: int,
        empty: int,
        taken: int,
        landings: tuple[int, ...],
        victims: tuple[int, ...],
        out: list[RawMove],
    ) -> None:
        """Follow a capture from *square*; append each complete route to *out*.

        ``capturable`` holds the enemy pieces not yet jumped. With removal at the end
        of the turn a jumped piece stays off ``empty``, so it blocks its square and
        cannot be jumped again; with immediate removal its square becomes empty.
        """
        jumps = self.jumps(square, king, color, capturable, empty)
        if not jumps:
            if victims:
                crowns = crowned or (not king and bool(square & self.crown_row[color]))
                out.append((start, square, taken, crowns, landings, victims))
            return
        crown_row = self.crown_row[color]
        for victim, squares in jumps:
            still = capturable & ~victim
            free = empty | victim if self.immediate else empty
            if king and self.must_continue and len(squares) > 1:
                onward = [s for s in squares if self.jumps(s, True, color, still, free)]
                squares = onward or squares
            for land in squares:
                route = (*landings, land), (*victims, victim)
                if not king and land & crown_row:
                    if self.crowning is Crowning.STOPS:
                        out.append((start, land, taken | victim, True, *route))
                        continue
                    if self.crowning is Crowning.KING_CONTINUES:
                        self._extend(start, land, True, True, color, still, free, taken | victim, *route, out)
                        continue
                self._extend(start, land, king, crowned, color, still, free, taken | victim, *route, out)
