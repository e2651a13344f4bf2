"""Experiments across rule sets: play many games under each, and tabulate what happened.

:func:`play_games` plays *N* games between two players under each rule set and
returns a :class:`Table`, one row (a dict) per game:

>>> table = play_games(["english", "russian"], 2, seed=1, workers=1, progress=False)
>>> len(table), sorted(table[0])[:6]
(4, ['captures', 'compulsory', 'first', 'flip_changes', 'flipped', 'game'])
>>> [row["rules"] for row in table]
['english', 'english', 'russian', 'russian']

A player is any factory ``seed -> (board -> Move)``: the class :class:`RandomPlayer`
(the default), an :class:`EnginePlayer`, one of the computer opponent's level names
(``"beginner"``, ``"club"``, ...), ``"random"``, or a module-level function or class of
your own. Games run in parallel, and the same seed gives the same table however they
are run. The plots :func:`plot_lengths`, :func:`plot_first_move_advantage` and
:func:`plot_draw_rate` draw a table with matplotlib, imported only when called;
:func:`lengths_chart` draws the game lengths as an SVG picture with a text alternative,
the same bytes everywhere (in a notebook, on the website, with or without matplotlib).
"""

from __future__ import annotations

import importlib
import os
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from draughts.compare.progress_bar import progress as show_progress
from draughts.core.board import Board
from draughts.core.errors import (
    GameOverError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidSquareError,
    UnknownRulesError,
)
from draughts.core.messages import _
from draughts.core.movegen import MoveGenerator
from draughts.core.moves import Move
from draughts.core.rules import SWITCHES, Rules
from draughts.core.sides import COLOR_NAMES, Color

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from draughts.pictures.svg import SvgImage

__all__ = [
    "FIELDS",
    "EnginePlayer",
    "Player",
    "PlayerFactory",
    "PlayerSpec",
    "RandomPlayer",
    "Table",
    "flipped",
    "lengths_chart",
    "play_games",
    "plot_draw_rate",
    "plot_first_move_advantage",
    "plot_lengths",
]

Player: TypeAlias = Callable[[Board], Move]
"""Something that picks a move: called with the board (which it must not change), returns a legal move."""

PlayerFactory: TypeAlias = Callable[[int], Player]
"""Makes a player from a seed. It must pickle (a module-level function or class) to run in other processes."""

FIELDS: dict[str, str] = {
    "rules": "the rule set's name (made unique when two share one)",
    "game": "the game's number under this rule set, from 0",
    "seed": "the game's seed, derived from the master seed; the players' seeds come from it",
    "first": 'the side that moved first, "white" or "black"',
    "winner": '"white", "black" or "draw"',
    "termination": 'what ended the game: a Termination name in lower case, or "ply_limit"',
    "plies": "the length of the game in plies",
    "captures": "moves that captured",
    "pieces_taken": "pieces captured, both sides together",
    "kings_made": "men crowned",
    "compulsory": "positions where the side to move had to capture although it had quiet moves too",
    "mid_capture_crownings": "captures in which a man landed on the far row, where the crowning switch applies",
    "flipped": "the switch flipped for the next column, or None",
    "flip_changes": "positions whose legal moves would differ with that switch flipped",
}
"""The columns of a game row, with their meaning."""


def flipped(rules: Rules | str, switch: str) -> Rules:
    """*rules* with one switch that shapes the legal moves flipped to another value.

    Two-valued switches take the other value; ``crowning`` goes from ``stops`` to
    ``king-continues`` and from either "continues" to ``stops``. Switches that never
    change a legal move (who moves first, the goal, the draw rules) are refused.

    >>> flipped("english", "capture_rule").capture_rule
    <CaptureRule.MOST: 'most'>
    >>> flipped("russian", "men_capture_backward").men_capture_backward
    False
    """
    rules = Rules.coerce(rules)
    entry = SWITCHES.get(switch)
    if entry is None or not entry.flip:
        movers = ", ".join(name for name, other in SWITCHES.items() if other.flip)
        raise UnknownRulesError(f"flipping {switch!r} changes no legal move: flip one of {movers}")
    return rules.replace(**{switch: entry.flip[getattr(rules, switch)]})


class RandomPlayer:
    """A player that picks one of the legal moves at random, from its own seeded generator.

    The class is a player factory: ``RandomPlayer(seed)`` is a player.

    >>> board = Board("english")
    >>> RandomPlayer(3)(board) == RandomPlayer(3)(board)
    True
    """

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def __call__(self, board: Board) -> Move:
        moves = list(board.legal_moves)
        if not moves:
            raise GameOverError(f"there is no legal move: the game is over: {board.outcome()}")
        return self._random.choice(moves)

    def __repr__(self) -> str:
        return "RandomPlayer"


@dataclass(frozen=True)
class EnginePlayer:
    """A player factory for the computer opponent (:class:`draughts.engine.Engine`) at one level.

    ``depth`` replaces the level's search limits with a fixed depth. The level that
    thinks for a fixed time ("strongest") plays differently on a busy machine, so only
    depth-limited play gives the same table for the same seed.

    >>> player = EnginePlayer("beginner")(seed=1)
    >>> player(Board("english")) in Board("english").legal_moves
    True
    """

    level: str = "beginner"
    depth: int | None = None

    def __call__(self, seed: int) -> Player:
        from draughts.engine import Engine

        return Engine(self.level, seed=seed, depth=self.depth).choose

    def __str__(self) -> str:
        return self.level if self.depth is None else f"{self.level} (depth {self.depth})"


PlayerSpec: TypeAlias = "PlayerFactory | str"


def _factory(spec: PlayerSpec) -> PlayerFactory:
    """The player factory for a spec: a factory itself, "random", or an engine level name."""
    if not isinstance(spec, str):
        return spec
    if spec == "random":
        return RandomPlayer
    from draughts.engine import LEVELS

    if spec not in LEVELS:
        raise InvalidOptionError(f"no player called {spec!r}: choose 'random' or a level: {', '.join(LEVELS)}")
    return EnginePlayer(spec)


class Table(list[dict[str, Any]]):
    """A tidy table: a list of rows, one dict per game, with the columns of :data:`FIELDS`."""

    def to_dataframe(self) -> Any:
        """The table as a pandas DataFrame (pandas is not a dependency: install it to use this)."""
        try:
            pandas = importlib.import_module("pandas")
        except ImportError:
            raise ImportError("to_dataframe() needs pandas: pip install pandas") from None
        return pandas.DataFrame(self, columns=list(FIELDS))

    def summary(self) -> list[dict[str, Any]]:
        """One row per rule set: games, wins by colour and by move order, draws, mean length.

        >>> table = Table([_row("english", "black", "black", 40), _row("english", "black", "draw", 80)])
        >>> summary = table.summary()[0]
        >>> summary["games"], summary["first_mover_win_rate"], summary["draw_rate"], summary["mean_plies"]
        (2, 0.5, 0.5, 60.0)
        """
        return _summary(self)


def _summary(table: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for name, rows in _groups(table).items():
        n = len(rows)
        first_wins = sum(row["winner"] == row["first"] for row in rows)
        draws = sum(row["winner"] == "draw" for row in rows)
        out.append(
            {
                "rules": name,
                "games": n,
                "white_wins": sum(row["winner"] == "white" for row in rows),
                "black_wins": sum(row["winner"] == "black" for row in rows),
                "draws": draws,
                "first_mover_win_rate": first_wins / n,
                "second_mover_win_rate": (n - first_wins - draws) / n,
                "draw_rate": draws / n,
                "mean_plies": sum(row["plies"] for row in rows) / n,
            }
        )
    return out


def _row(rules: str, first: str, winner: str, plies: int) -> dict[str, Any]:
    """A bare game row, for the examples in docstrings."""
    return {"rules": rules, "first": first, "winner": winner, "plies": plies}


def _groups(table: Iterable[Mapping[str, Any]]) -> dict[str, list[Mapping[str, Any]]]:
    groups: dict[str, list[Mapping[str, Any]]] = {}
    for row in table:
        groups.setdefault(row["rules"], []).append(row)
    return groups


@dataclass(frozen=True)
class _Game:
    """Everything one game needs, so that it can run in another process."""

    rules: Rules
    label: str
    index: int
    seed: int
    white: PlayerFactory
    black: PlayerFactory
    flip: str | None
    max_plies: int


def play_games(
    rules: Rules | str | Sequence[Rules | str] | Mapping[str, Rules | str],
    games: int = 10,
    *,
    players: PlayerSpec | tuple[PlayerSpec, PlayerSpec] = "random",
    seed: int = 0,
    flip: str | Mapping[str, str] | None = "capture_rule",
    max_plies: int = 500,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
) -> Table:
    """Play *games* games under each rule set and return one row per game (see :data:`FIELDS`).

    *rules* is a rule set, a preset name, a list of them, or a dict from a label of
    your choice to a rule set. *players* is one player spec for both sides or a
    ``(white, black)`` pair; a spec is a player factory ``seed -> (board -> Move)``,
    ``"random"`` or an engine level name such as ``"beginner"``.

    A game ends when :meth:`Board.outcome` says so, with a repetition draw claimed as
    soon as the rules allow it, or after *max_plies* plies (a draw, termination
    ``"ply_limit"``). In every position the legal moves are also generated with the
    switch *flip* flipped (see :func:`flipped`), to count how often that rule changed
    what could be played; *flip* may be one switch for all rule sets, a dict from
    label to switch, or ``None`` to count nothing. The default asks the same
    question of every rule set: how often would the choice between free capture and
    taking the most pieces have changed the moves on offer?

    The seed of game *i* depends only on *seed* and *i*, so game *i* of each rule set
    starts from the same random numbers, and the same *seed* gives the same table
    whichever executor plays the games (for players that depend only on their seed).

    The games run in parallel. By default on a :class:`ProcessPoolExecutor` with
    *workers* processes (all the cores), or one after another in this process when
    ``workers=1`` or where no process can be started (Python in a web browser).
    Any :class:`concurrent.futures.Executor` may be passed instead, for instance one
    from a Dask cluster, whose ``client.get_executor()`` spreads the games over its
    machines::

        from dask.distributed import Client
        client = Client("scheduler-address:8786")
        table = play_games(["english", "russian"], 1000, executor=client.get_executor())

    Players and rules travel to the workers by pickling, so a player factory must be
    a module-level function or class. With *progress*, the finished games are counted
    on a bar (see :func:`draughts.compare.progress_bar.progress`): an ipywidgets bar in a notebook,
    which gives way to one line once the games are played, and a line of text on
    standard error in a terminal.
    """
    labelled = _labels(rules)
    white, black = (players, players) if not isinstance(players, tuple) else players
    white_factory, black_factory = _factory(white), _factory(black)
    if games < 0:
        raise InvalidOptionError(f"games must be 0 or more, not {games!r}")
    seeds = [random.Random(f"{seed}:{index}").getrandbits(32) for index in range(games)]
    tasks = []
    for label, rule_set in labelled.items():
        switch = flip.get(label) if isinstance(flip, Mapping) else flip
        if switch is not None:
            flipped(rule_set, switch)  # refuse a switch that shapes no legal move before playing
        for index, game_seed in enumerate(seeds):
            tasks.append(_Game(rule_set, label, index, game_seed, white_factory, black_factory, switch, max_plies))
    report = show_progress(len(tasks), _("playing games")) if progress else None
    try:
        cores = min(workers or os.cpu_count() or 1, len(tasks))
        pool = executor if executor is not None else _process_pool(cores) if cores > 1 else None
        if pool is None:
            rows = []
            for task in tasks:
                rows.append(_play_game(task))
                if report:
                    report.step()
            return Table(rows)
        try:
            futures = [pool.submit(_play_game, task) for task in tasks]
            if report:
                for _done in as_completed(futures):
                    report.step()
            return Table([future.result() for future in futures])
        finally:
            if executor is None:
                pool.shutdown(cancel_futures=True)
    finally:
        if report:
            report.close()


def _process_pool(workers: int) -> ProcessPoolExecutor | None:
    """A pool of *workers* processes, or ``None`` where this Python cannot start processes."""
    try:
        return ProcessPoolExecutor(workers)
    except NotImplementedError:  # no multiprocessing: Pyodide in a web browser
        return None


def _labels(rules: Rules | str | Sequence[Rules | str] | Mapping[str, Rules | str]) -> dict[str, Rules]:
    """A unique label for each rule set: its name, with " (2)", " (3)" ... when names repeat."""
    if isinstance(rules, Mapping):
        return {label: Rules.coerce(value) for label, value in rules.items()}
    items = [rules] if isinstance(rules, Rules | str) else list(rules)
    out: dict[str, Rules] = {}
    for item in items:
        rule_set = Rules.coerce(item)
        label, n = rule_set.name, 1
        while label in out:
            n += 1
            label = f"{rule_set.name} ({n})"
        out[label] = rule_set
    return out


def _play_game(game: _Game) -> dict[str, Any]:
    """Play one game and return its row (the work each worker does)."""
    rules = game.rules
    players_seeds = random.Random(game.seed)
    white = game.white(players_seeds.getrandbits(32))
    black = game.black(players_seeds.getrandbits(32))
    board = Board(rules)
    gen = MoveGenerator.of(rules)
    other = MoveGenerator.of(flipped(rules, game.flip)) if game.flip is not None else None
    crown_row = board.geometry.crown_row
    counts = dict.fromkeys(("captures", "pieces_taken", "kings_made", "compulsory", "mid_capture_crownings"), 0)
    flip_changes = 0
    outcome = board.outcome(claim_draw=True)
    bits = board.geometry.bits
    while outcome is None and board.plies < game.max_plies:
        sides = board.sides()
        legal = {m[:4] for m in gen.moves(*sides)}
        if any(key[2] for key in legal) and gen.quiet_moves(*sides):
            counts["compulsory"] += 1
        if other is not None and legal != {m[:4] for m in other.moves(*sides)}:
            flip_changes += 1
        mover: Color = board.turn
        move = (white if mover else black)(board)
        piece = board.piece_at(move.start)
        is_man = piece is not None and not piece.king
        crowns = move.crowns or (is_man and bool(bits[move.end] & crown_row[mover]))
        if (bits[move.start], bits[move.end], board.geometry.mask(move.captures), crowns) not in legal:
            chose = f"the {COLOR_NAMES[mover]} player chose {move}, which is not legal in {board.fen()}"
            try:
                explanation = board.explain(move)
            except InvalidSquareError:
                raise InvalidMoveError(chose) from None
            raise IllegalMoveError(chose, explanation)
        if move.is_capture:
            counts["captures"] += 1
            counts["pieces_taken"] += len(move.captures)
            if is_man and any(bits[square] & crown_row[mover] for square in move.path[1:]):
                counts["mid_capture_crownings"] += 1
        counts["kings_made"] += crowns
        board.push(move)
        outcome = board.outcome(claim_draw=True)
    if outcome is None:
        winner, termination = "draw", "ply_limit"
    else:
        winner = "draw" if outcome.winner is None else COLOR_NAMES[outcome.winner].lower()
        termination = outcome.termination.name.lower()
    return {
        "rules": game.label,
        "game": game.index,
        "seed": game.seed,
        "first": COLOR_NAMES[rules.first].lower(),
        "winner": winner,
        "termination": termination,
        "plies": board.plies,
        **counts,
        "flipped": game.flip,
        "flip_changes": flip_changes if game.flip is not None else None,
    }


# -- plots ------------------------------------------------------------------------


def _axes(ax: Axes | None) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    return plt.subplots(figsize=(6, 3.5))[1]


def plot_lengths(table: Iterable[Mapping[str, Any]], ax: Axes | None = None) -> Axes:
    """A box plot of game length in plies, one box per rule set.

    >>> import matplotlib; matplotlib.use("Agg")
    >>> plot_lengths([_row("english", "black", "draw", 80), _row("russian", "white", "white", 41)]).get_ylabel()
    'length of the game (plies)'
    """
    ax = _axes(ax)
    groups = _groups(table)
    ax.boxplot([[row["plies"] for row in rows] for rows in groups.values()])
    ax.set_xticks(range(1, len(groups) + 1), list(groups))
    ax.set_ylabel(_("length of the game (plies)"))
    ax.set_title(_("How long games last"))
    return ax


def lengths_chart(table: Iterable[Mapping[str, Any]]) -> SvgImage:
    """How long games last, one box per rule set, as an SVG picture (:func:`draughts.pictures.chart.box_plot`)
    whose title gives each rule set's shortest, median and longest game in words.

    Leave it as a cell's value to show it in a notebook.

    >>> chart = lengths_chart([_row("english", "black", "draw", 80), _row("russian", "white", "white", 41)])
    >>> chart.count('class="box"'), "russian from 41 to 41, median 41" in chart
    (2, True)
    """
    from draughts.pictures.chart import box_plot

    groups = {name: [row["plies"] for row in rows] for name, rows in _groups(table).items()}
    return box_plot(groups, title=_("How long games last"), label=_("length of the game (plies)"))


def plot_first_move_advantage(table: Iterable[Mapping[str, Any]], ax: Axes | None = None) -> Axes:
    """Bars of the win rate of the side that moved first, beside that of the side that moved second.

    >>> import matplotlib; matplotlib.use("Agg")
    >>> ax = plot_first_move_advantage([_row("english", "black", "black", 40)])
    >>> [float(bar.get_height()) for bar in ax.patches]
    [1.0, 0.0]
    """
    ax = _axes(ax)
    summary = _summary(table)
    positions = range(len(summary))
    first = [row["first_mover_win_rate"] for row in summary]
    second = [row["second_mover_win_rate"] for row in summary]
    ax.bar([x - 0.2 for x in positions], first, width=0.4, label=_("moved first"), color="#8b5a2b")
    ax.bar([x + 0.2 for x in positions], second, width=0.4, label=_("moved second"), color="#e3c08d")
    ax.set_xticks(list(positions), [row["rules"] for row in summary])
    ax.set_ylim(0, 1)
    ax.set_ylabel(_("share of games won"))
    ax.set_title(_("First-move advantage"))
    ax.legend()
    return ax


def plot_draw_rate(table: Iterable[Mapping[str, Any]], ax: Axes | None = None) -> Axes:
    """Bars of the share of drawn games, one per rule set.

    >>> import matplotlib; matplotlib.use("Agg")
    >>> ax = plot_draw_rate([_row("english", "black", "draw", 80), _row("english", "black", "white", 50)])
    >>> [float(bar.get_height()) for bar in ax.patches]
    [0.5]
    """
    ax = _axes(ax)
    summary = _summary(table)
    ax.bar([row["rules"] for row in summary], [row["draw_rate"] for row in summary], color="#6b8e23")
    ax.set_ylim(0, 1)
    ax.set_ylabel(_("share of games drawn"))
    ax.set_title(_("Draw rate"))
    return ax
