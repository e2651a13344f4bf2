"""The static evaluation: how good a quiet position looks, without searching.

The search (:mod:`draughts.engine.search`) calls :meth:`Evaluator.score` at the
leaves of its tree, so the evaluation reads the four bitboards of a position
directly: the value of each piece on its square comes from lookup tables indexed by
a few bits at a time, and the other terms count bits in precomputed masks; it never
walks the board square by square. Scores are in hundredths of a man, from the side to
move's point of view: positive is good for the side to move.

What the evaluation knows depends on the goal of the rule set:

- **standard**: material first (a man is 100; a king 150 where kings step one square,
  300 where they fly), with a bonus for trading down when ahead. Then, square by
  square, men advancing towards the crown row (more so near it), men kept on the back
  row to guard it, men on the central files and kings near the centre. Then men that
  are free to step (mobility), a side spread evenly over both wings (balance), men
  near the crown row that no enemy man can stop (runaways, while the enemy has no
  king), and in the endgame, men closer to crowning and kings hunting the last
  enemy pieces.
- **giveaway**: turned round. Fewer pieces is better, and having few men free to
  step is better, because a side with no piece or no move wins.
- **first king**: the first crowning wins the game, so men advancing count far more
  than material, and the man nearest to its crown row counts most.

>>> from draughts import Board
>>> board = Board("english")
>>> evaluator = Evaluator.of(board.rules)
>>> evaluator.score(*board.sides())
0
>>> board = Board.from_fen("W:W21,22,23:B1,2", rules="english")
>>> evaluator.score(*board.sides()) > 100
True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from draughts.core.geometry import Geometry
from draughts.core.rules import Goal, KingRange, Rules
from draughts.core.sides import BLACK, WHITE, Color

__all__ = ["MAN", "Evaluator"]

MAN = 100
"""The value of a man: the unit of every score."""

_GUARD = 10  # a man on its own back row
_CENTRE = 2  # per file between a man and the board's edge
_KING_CENTRE = 3  # per step between a king and the board's edges
_ADVANCE = 36  # a man one step from crowning, on top of the steady gain per row below (flying kings)
_MOBILITY = 2  # per empty square a man can step to
_BALANCE = 3  # per man more on one wing than on the other
_TRADE = 600  # a material lead is worth more when there is less material left
_ENDGAME = 8  # pieces on the board at most for the endgame chase
_CHASE = 4  # per square between a hunting king and the nearest enemy piece
_RUNAWAY = 20  # a man no enemy man can stop, per row it has come (flying kings)
_FLYING_GAIN = 200  # what crowning gains where kings fly; the two bonuses above shrink where it gains less
_CHUNK = 12  # bits looked up at a time in the square tables


class SquareTable:
    """The sum of per-square values over a bitboard, by table lookups a few bits at a time.

    >>> table = SquareTable({1: 5, 4: 7, 1 << 20: 1})
    >>> table.total(1 | 4 | 1 << 20), table.total(0)
    (13, 0)
    """

    def __init__(self, values: dict[int, int]) -> None:
        width = max(values).bit_length()
        self.chunks: list[tuple[int, list[int]]] = []
        for shift in range(0, width, _CHUNK):
            chunk = [0] * (1 << _CHUNK)
            for index in range(1, 1 << _CHUNK):
                lowest = index & -index  # the total of index is that of index without its lowest bit, plus that bit's
                chunk[index] = chunk[index ^ lowest] + values.get(lowest << shift, 0)
            self.chunks.append((shift, chunk))

    def total(self, bits: int) -> int:
        """The sum of the values of the squares in *bits*."""
        total = 0
        for shift, chunk in self.chunks:
            total += chunk[(bits >> shift) & 0xFFF]
        return total


class Evaluator:
    """The evaluation of one rule set. Get one with :meth:`of`."""

    def __init__(self, rules: Rules) -> None:
        g = Geometry.of(rules.size)
        self.goal = rules.goal
        self.king = 3 * MAN if rules.king_range is KingRange.FLYING else 3 * MAN // 2
        self.gain = self.king - MAN  # what crowning a man gains
        rows = [g.mask(sq for sq in range(1, g.squares + 1) if g.row(sq) == row) for row in range(g.size)]
        last = g.size - 1

        def progress(color: Color, row: int) -> int:
            """How many rows a man of *color* on *row* has come from its own back row."""
            return last - row if color == WHITE else row

        #: advance[color]: (mask of a row, rows advanced) for each row a man can stand on.
        self.advance = {
            color: [(rows[row], progress(color, row)) for row in range(g.size) if 0 < progress(color, row) < last]
            for color in (WHITE, BLACK)
        }
        self.forward = {WHITE: (g.up_left, g.up_right), BLACK: (g.down_left, g.down_right)}
        self.steps = (g.half, g.half + 1)  # the shifts of a step forward
        self.valid = g.valid
        self.last = last
        #: place[bit] = (row, column) of each square's bit, for the endgame distances.
        self.place = {g.bits[sq]: (g.row(sq), g.column(sq)) for sq in range(1, g.squares + 1)}
        self.men_table = {color: SquareTable(self._men_values(g, color, progress)) for color in (WHITE, BLACK)}
        self.king_table = SquareTable(self._king_values(g))
        #: runners[color]: for each square at most three rows from *color*'s crown row, the
        #: rows a man there has come and the cone of squares an enemy man must hold to stop it.
        self.runners = {color: self._runner_cones(g, color, progress) for color in (WHITE, BLACK)}
        self.near_crown = {color: sum(self.runners[color]) for color in (WHITE, BLACK)}
        goals = {Goal.STANDARD: self._standard, Goal.GIVEAWAY: self._giveaway, Goal.FIRST_KING: self._first_king}
        self._score = goals[rules.goal]
        self.wings = (
            g.mask(sq for sq in range(1, g.squares + 1) if g.column(sq) < g.size // 2 - 1),
            g.mask(sq for sq in range(1, g.squares + 1) if g.column(sq) > g.size // 2),
        )

    def _men_values(self, g: Geometry, color: Color, progress: Callable[[Color, int], int]) -> dict[int, int]:
        """A man's worth on each square: material, rows advanced, the back-row guard, the centre files."""
        values = {}
        for square in range(1, g.squares + 1):
            rows = progress(color, g.row(square))
            column = g.column(square)
            value = MAN + 2 * rows + self.gain * _ADVANCE * rows * rows // (_FLYING_GAIN * (g.size - 2) ** 2)
            value += _CENTRE * min(column, g.size - 1 - column)
            if rows == 0:
                value += _GUARD
            values[g.bits[square]] = value
        return values

    @staticmethod
    def _runner_cones(g: Geometry, color: Color, progress: Callable[[Color, int], int]) -> dict[int, tuple[int, int]]:
        """For each square near *color*'s crown row: (rows advanced, the squares ahead that
        an enemy man must stand on to stop a man there), the cone widening a column a row."""
        cones = {}
        step = -1 if color == WHITE else 1
        for square in range(1, g.squares + 1):
            row, column = g.row(square), g.column(square)
            advanced = progress(color, row)
            ahead = g.size - 1 - advanced  # rows still to go
            if 0 < ahead <= 3:
                cone = g.mask(
                    other
                    for other in range(1, g.squares + 1)
                    if 0 < (g.row(other) - row) * step <= ahead
                    and abs(g.column(other) - column) <= (g.row(other) - row) * step + 1
                )
                cones[g.bits[square]] = (advanced, cone)
        return cones

    def _king_values(self, g: Geometry) -> dict[int, int]:
        """A king's worth on each square: material, and the centre (where it controls most)."""
        values = {}
        for square in range(1, g.squares + 1):
            row, column = g.row(square), g.column(square)
            central = min(row, g.size - 1 - row) + min(column, g.size - 1 - column)
            values[g.bits[square]] = self.king + _KING_CENTRE * central
        return values

    @staticmethod
    @cache
    def of(rules: Rules) -> Evaluator:
        """The (shared) evaluator of a rule set."""
        return Evaluator(rules)

    def score(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> int:
        """The value of a position for the side to move (*color*), in hundredths of a man."""
        return self._score(own_men, own_kings, opp_men, opp_kings, color)

    def _standard(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> int:
        own_count, opp_count = own_men.bit_count(), opp_men.bit_count()
        ours = MAN * own_count + self.king * own_kings.bit_count()
        theirs = MAN * opp_count + self.king * opp_kings.bit_count()
        pieces = (own_men | own_kings | opp_men | opp_kings).bit_count()
        material = ours - theirs
        score = material + material * _TRADE // (MAN * (pieces + 4))
        score += self.men_table[color].total(own_men) - self.men_table[not color].total(opp_men)
        if own_kings or opp_kings:
            score += self.king_table.total(own_kings) - self.king_table.total(opp_kings)
        score -= ours - theirs  # the tables count the material once more
        empty = self.valid & ~(own_men | own_kings | opp_men | opp_kings)
        score += _MOBILITY * (self._free(own_men, empty, color) - self._free(opp_men, empty, not color))
        left, right = self.wings
        score -= _BALANCE * abs((own_men & left).bit_count() - (own_men & right).bit_count())
        score += _BALANCE * abs((opp_men & left).bit_count() - (opp_men & right).bit_count())
        if pieces <= 10:
            score += self._advance(own_men, color) - self._advance(opp_men, not color)
        if own_men & self.near_crown[color] and not opp_kings:
            score += self._runaway(own_men & self.near_crown[color], opp_men, self.runners[color])
        if opp_men & self.near_crown[not color] and not own_kings:
            score -= self._runaway(opp_men & self.near_crown[not color], own_men, self.runners[not color])
        if pieces <= _ENDGAME and ours != theirs:
            if ours > theirs and own_kings:
                score -= _CHASE * self._distance(own_kings, opp_men | opp_kings)
            elif theirs > ours and opp_kings:
                score += _CHASE * self._distance(opp_kings, own_men | own_kings)
        return score

    def _runaway(self, men: int, enemies: int, runners: dict[int, tuple[int, int]]) -> int:
        """The bonus for *men* near their crown row with no enemy man in front to stop them."""
        total = 0
        while men:
            man = men & -men
            men ^= man
            rows, cone = runners[man]
            if not cone & enemies:
                total += self.gain * _RUNAWAY * rows // _FLYING_GAIN
        return total

    def _free(self, men: int, empty: int, color: Color) -> int:
        """How many steps forward *men* have (a man with two free squares counts twice)."""
        near, far = self.steps
        if color:  # White steps up the board: to lower bits
            return ((men >> near) & empty).bit_count() + ((men >> far) & empty).bit_count()
        return ((men << near) & empty).bit_count() + ((men << far) & empty).bit_count()

    def _distance(self, hunters: int, prey: int) -> int:
        """The endgame chase: for each hunting king, the king moves to the nearest prey.

        A side ahead in material wins by hunting the last enemy pieces down before
        the quiet-move limit; counting this distance steers its kings towards them.
        """
        place = self.place
        total = 0
        while hunters:
            king = hunters & -hunters
            hunters ^= king
            row, column = place[king]
            nearest = self.last
            rest = prey
            while rest:
                piece = rest & -rest
                rest ^= piece
                other_row, other_column = place[piece]
                nearest = min(nearest, max(abs(row - other_row), abs(column - other_column)))
            total += nearest
        return total

    def _advance(self, men: int, color: Color) -> int:
        """Rows advanced, summed over the men (a small bonus per row, growing towards the crown)."""
        return sum(rows * (men & mask).bit_count() for mask, rows in self.advance[color])

    def _giveaway(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> int:
        occupied = own_men | own_kings | opp_men | opp_kings
        score = MAN * ((opp_men | opp_kings).bit_count() - (own_men | own_kings).bit_count())
        return score + 4 * (self._free_men(opp_men, occupied, not color) - self._free_men(own_men, occupied, color))

    def _free_men(self, men: int, occupied: int, color: Color) -> int:
        """How many of *men* have an empty square to step to."""
        empty = self.valid & ~occupied
        free = 0
        for d in self.forward[color]:
            free |= men & Geometry.step(empty, -d)
        return free.bit_count()

    def _first_king(self, own_men: int, own_kings: int, opp_men: int, opp_kings: int, color: Color) -> int:
        score = MAN // 2 * (own_men.bit_count() - opp_men.bit_count())
        score += MAN * (own_kings.bit_count() - opp_kings.bit_count())
        return score + self._race(own_men, color) - self._race(opp_men, not color)

    def _race(self, men: int, color: Color) -> int:
        """The first-king race: every row advanced counts, the leading man most of all."""
        total = lead = 0
        for mask, rows in self.advance[color]:
            if men & mask:
                total += 3 * rows * rows * (men & mask).bit_count()
                lead = max(lead, rows)
        return total + 8 * lead * lead
