"""The move generator: every legal move of a position, under any rule set.

It works on bitboards (see :mod:`draughts.core.geometry`) and knows nothing of boards,
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

import time
from functools import cache
from typing import TypeAlias

from draughts.core.geometry import Geometry
from draughts.core.rules import CaptureRule, Crowning, FlyingLanding, KingRange, Removal, Rules
from draughts.core.sides import BLACK, WHITE, Color

__all__ = ["MoveGenerator", "RawMove", "apply"]

RawMove: TypeAlias = tuple[int, int, int, bool, tuple[int, ...], tuple[int, ...]]
Pieces: TypeAlias = tuple[int, int, int, int]  # own men, own kings, opponent's men and kings


def apply(move: RawMove, own_men: int, own_kings: int, opp_men: int, opp_kings: int) -> Pieces:
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

    >>> from draughts.core.rules import Rules
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
        self.rays = g.rays
        # Shifting right moves a piece up the board (White's forward), left moves it down.
        self.shifts = (g.half, g.half + 1)
        men_back = rules.men_capture_backward
        self.men_jump_up = {WHITE: True, BLACK: men_back}
        self.men_jump_down = {WHITE: men_back, BLACK: True}
        self.flying = rules.king_range is KingRange.FLYING
        self.most = rules.capture_rule is CaptureRule.MOST
        self.must_continue = rules.flying_landing is FlyingLanding.MUST_CONTINUE
        self.immediate = rules.removal is Removal.IMMEDIATE
        self.crowning = rules.crowning
        # The single jumps of a man (or a short king) from each square: (victim, landing) pairs.
        up, down = (0, 1), (2, 3)  # the indexes of the up and down rays in Geometry.rays
        self.man_jump_table = {
            color: self._jump_table(
                (up if self.men_jump_up[color] else ()) + (down if self.men_jump_down[color] else ())
            )
            for color in (WHITE, BLACK)
        }
        self.king_jump_table = self._jump_table(up + down)

    def _jump_table(self, directions: tuple[int, ...]) -> dict[int, tuple[tuple[int, int], ...]]:
        return {
            bit: tuple((rays[d][0], rays[d][1]) for d in directions if len(rays[d]) >= 2)
            for bit, rays in self.rays.items()
        }

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
        """How many legal moves there are, counting quiet moves by bit counts instead of listing them."""
        opp = opp_men | opp_kings
        empty = self.valid & ~(own_men | own_kings | opp)
        pieces = self.jumpers(own_men, own_kings, opp, empty, color)
        if pieces:
            return len(self._captures(pieces, own_kings, opp, empty, color, True))
        near, far = self.shifts
        if color:  # White's men step to lower bits, Black's to higher ones
            total = ((own_men >> near) & empty).bit_count() + ((own_men >> far) & empty).bit_count()
        else:
            total = ((own_men << near) & empty).bit_count() + ((own_men << far) & empty).bit_count()
        if not own_kings:
            return total
        for s in self.shifts:
            if self.flying:
                reach = own_kings
                while reach:
                    reach = (reach >> s) & empty
                    total += reach.bit_count()
                reach = own_kings
                while reach:
                    reach = (reach << s) & empty
                    total += reach.bit_count()
            else:
                total += ((own_kings >> s) & empty).bit_count() + ((own_kings << s) & empty).bit_count()
        return total

    def can_move(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> bool:
        """Whether the side to move has a legal move: ``count(...) > 0``, by bit tests alone.

        A piece with a first jump always has a whole capture, and a king that can fly can
        also step, so the first jump and the first step of each piece are enough.

        >>> from draughts.core.rules import Rules
        >>> gen = MoveGenerator.of(Rules.preset("english"))
        >>> g = gen.geometry
        >>> gen.can_move(g.mask([29]), 0, g.mask([25]), 0, WHITE)  # the man on 29 jumps 25
        True
        >>> gen.can_move(g.mask([29]), 0, g.mask([25, 22]), 0, WHITE)  # blocked
        False
        """
        opp = opp_men | opp_kings
        empty = self.valid & ~(own_men | own_kings | opp)
        near, far = self.shifts
        # White's men step to lower bits, Black's to higher ones
        steps = (own_men >> near) | (own_men >> far) if color else (own_men << near) | (own_men << far)
        if own_kings:
            steps |= (own_kings >> near) | (own_kings >> far) | (own_kings << near) | (own_kings << far)
        return bool(steps & empty) or bool(self.jumpers(own_men, own_kings, opp, empty, color))

    # -- quiet moves --------------------------------------------------------------

    def quiet_moves(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> list[RawMove]:
        """The moves that capture nothing: men step forward, kings step or fly."""
        empty = self.valid & ~(own_men | own_kings | opp_men | opp_kings)
        crown_row = self.crown_row[color]
        out: list[RawMove] = []
        for s in self.shifts:
            targets = (own_men >> s if color else own_men << s) & empty
            while targets:
                end = targets & -targets
                targets ^= end
                out.append((end << s if color else end >> s, end, 0, bool(end & crown_row), (end,), ()))
        kings = own_kings
        while kings:
            start = kings & -kings
            kings ^= start
            for ray in self.rays[start]:
                for end in ray:
                    if not end & empty:
                        break
                    out.append((start, end, 0, False, (end,), ()))
                    if not self.flying:
                        break
        return out

    # -- captures -----------------------------------------------------------------

    def jumpers(self, own_men: int, own_kings: int, opp: int, empty: int, color: Color) -> int:
        """The mask of the mover's pieces that have at least one jump (a fast test on whole bitboards).

        A man jumps up if the square one step up holds an enemy and the square two
        steps up is empty: ``men & (opp << s) & (empty << 2s)``, and likewise down.
        A flying king is found by walking back from each enemy piece that has an
        empty square beyond it, over empty squares, until a king is met.
        """
        near, far = self.shifts
        found = 0
        if self.men_jump_up[color]:
            found = own_men & ((opp << near) & (empty << 2 * near) | (opp << far) & (empty << 2 * far))
        if self.men_jump_down[color]:
            found |= own_men & ((opp >> near) & (empty >> 2 * near) | (opp >> far) & (empty >> 2 * far))
        if not own_kings:
            return found
        for s in self.shifts:
            if not self.flying:
                found |= own_kings & (((opp << s) & (empty << 2 * s)) | ((opp >> s) & (empty >> 2 * s)))
                continue
            reach = (opp & (empty << s)) << s  # below each enemy that has an empty square above it
            while reach:
                found |= reach & own_kings
                reach = (reach & empty) << s
            reach = (opp & (empty >> s)) >> s  # above each enemy that has an empty square below it
            while reach:
                found |= reach & own_kings
                reach = (reach & empty) >> s
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
        deadline: float | None = None,
    ) -> list[RawMove]:
        """Every legal capture; with ``distinct=False``, every route, duplicates included.

        Some house rules give a single capture thousands of routes: with a *deadline*
        (a :func:`time.perf_counter` reading), a :class:`TimeoutError` stops the
        listing once that time has passed.
        """
        opp = opp_men | opp_kings
        empty = self.valid & ~(own_men | own_kings | opp)
        pieces = self.jumpers(own_men, own_kings, opp, empty, color)
        return self._captures(pieces, own_kings, opp, empty, color, distinct, deadline) if pieces else []

    def _captures(
        self,
        pieces: int,
        own_kings: int,
        opp: int,
        empty: int,
        color: Color,
        distinct: bool,
        deadline: float | None = None,
    ) -> list[RawMove]:
        """The captures of the pieces in *pieces*, each lifted from its square first."""
        routes: list[RawMove] = []
        men = pieces & ~own_kings
        while men:
            start = men & -men
            men ^= start
            self._man_extend(start, start, color, opp, empty | start, 0, (), (), routes, deadline)
        kings = pieces & own_kings
        while kings:
            start = kings & -kings
            kings ^= start
            after = self.jumps(start, True, color, opp, empty | start)
            self._extend(start, True, False, color, opp, empty | start, 0, (), (), after, routes, deadline)
        if len(routes) < 2:
            return routes
        if deadline is not None and len(routes) > 64 and time.perf_counter() > deadline:
            raise TimeoutError("the capture routes were not all sorted out in time")  # before a long deduplication
        most = max(route[2].bit_count() for route in routes)
        if self.most:
            routes = [route for route in routes if route[2].bit_count() == most]
        if distinct and most > 1:  # routes taking one piece each never do the same thing
            unique: dict[tuple[int, int, int, bool], RawMove] = {}
            for route in routes:
                unique.setdefault((route[0], route[1], route[2], route[3]), route)
            routes = list(unique.values())
        return routes

    def jumps(self, square: int, king: bool, color: Color, capturable: int, empty: int) -> list[tuple[int, list[int]]]:
        """The single jumps from *square*: ``(victim, [landing squares])`` pairs.

        A man (or a short king) jumps an adjacent enemy onto the empty square just
        beyond. A flying king slides over empty squares to the first piece on a
        diagonal; if that piece may be captured, it may land on any empty square
        beyond it, up to the next piece.
        """
        found = []
        if king and self.flying:
            for ray in self.rays[square]:
                squares = iter(ray)
                for victim in squares:
                    if not victim & empty:
                        break
                else:
                    continue
                if victim & capturable:
                    landings = []
                    for land in squares:
                        if not land & empty:
                            break
                        landings.append(land)
                    if landings:
                        found.append((victim, landings))
        else:
            table = self.king_jump_table if king else self.man_jump_table[color]
            for victim, land in table[square]:
                if victim & capturable and land & empty:
                    found.append((victim, [land]))
        return found

    def _man_extend(
        self,
        start: int,
        square: int,
        color: Color,
        capturable: int,
        empty: int,
        taken: int,
        landings: tuple[int, ...],
        victims: tuple[int, ...],
        out: list[RawMove],
        deadline: float | None,
    ) -> None:
        """Follow a man's capture from *square* (it started on *start*); append every
        complete route to *out*. The same steps as :meth:`_extend`, for a man: its
        jumps come from the jump table, and where a man crowned mid-capture goes on
        as a king, :meth:`_extend` takes over."""
        crown_row = self.crown_row[color]
        table = self.man_jump_table[color]
        for victim, land in table[square]:
            if not (victim & capturable and land & empty):
                continue
            still = capturable & ~victim
            free = empty | victim if self.immediate else empty
            now_taken, now_landings, now_victims = taken | victim, (*landings, land), (*victims, victim)
            if land & crown_row and self.crowning is not Crowning.MAN_CONTINUES:
                after = self.jumps(land, True, color, still, free) if self.crowning is Crowning.KING_CONTINUES else []
                if after:
                    self._extend(start, True, True, color, still, free, now_taken, now_landings, now_victims, after,
                                 out, deadline)  # fmt: skip
                else:
                    out.append((start, land, now_taken, True, now_landings, now_victims))
                continue
            for next_victim, next_land in table[land]:
                if next_victim & still and next_land & free:  # it can jump on
                    self._man_extend(start, land, color, still, free, now_taken, now_landings, now_victims, out,
                                     deadline)  # fmt: skip
                    break
            else:  # no jump on from here: the route ends
                out.append((start, land, now_taken, bool(land & crown_row), now_landings, now_victims))
                if deadline is not None and not len(out) & 63 and time.perf_counter() > deadline:
                    raise TimeoutError("the capture routes were not all listed in time")

    def _extend(
        self,
        start: int,
        king: bool,
        crowned: bool,
        color: Color,
        capturable: int,
        empty: int,
        taken: int,
        landings: tuple[int, ...],
        victims: tuple[int, ...],
        jumps: list[tuple[int, list[int]]],
        out: list[RawMove],
        deadline: float | None,
    ) -> None:
        """Follow a capture through each of its next *jumps*; append every complete route to *out*.

        ``capturable`` holds the enemy pieces not yet jumped. With removal at the end
        of the turn a jumped piece stays off ``empty``, so it blocks its square and
        cannot be jumped again; with immediate removal its square becomes empty.
        A route is complete when the piece can jump no more, or when a man is crowned
        and the rules stop it there.
        """
        crown_row = self.crown_row[color]
        next_jumps = self.jumps
        for victim, squares in jumps:
            still = capturable & ~victim
            free = empty | victim if self.immediate else empty
            taken_now = taken | victim
            victims_now = (*victims, victim)
            onward = [(land, next_jumps(land, king, color, still, free)) for land in squares]
            if king and self.must_continue and len(onward) > 1 and any(after for _, after in onward):
                onward = [(land, after) for land, after in onward if after]  # stop where it can capture again
            for land, after in onward:
                now_king, now_crowned = king, crowned
                if not king and land & crown_row:
                    if self.crowning is Crowning.STOPS:
                        after = []
                    elif self.crowning is Crowning.KING_CONTINUES:
                        now_king = now_crowned = True
                        after = self.jumps(land, True, color, still, free)
                if after:
                    self._extend(
                        start, now_king, now_crowned, color, still, free, taken_now,
                        (*landings, land), victims_now, after, out, deadline,
                    )  # fmt: skip
                else:
                    crowns = now_crowned or (not now_king and bool(land & crown_row))
                    out.append((start, land, taken_now, crowns, (*landings, land), victims_now))
                    if deadline is not None and not len(out) & 63 and time.perf_counter() > deadline:
                        raise TimeoutError("the capture routes were not all listed in time")
