"""The board widget's game records: save and load PDN files, and share games as one-line codes.

:class:`GameRecords` is the row of a :class:`~draughts.widgets.BoardWidget` that does it,
through the board's :class:`~draughts.widgets.play.GameLink` (the board, the message
line, a new position, and the changes):
a file name with save and load buttons, a share button that shows the game's share code
(to copy), and a box to paste a friend's code. Each action says what it did, or why it
could not, in the board's message line.

>>> from draughts.widgets import BoardWidget
>>> widget = BoardWidget("russian")
>>> _ = widget.click(22), widget.click(18)
>>> widget.share_code()
'draughts:1:russian:start:c3-d4'
>>> friend = BoardWidget("english")
>>> friend.load_share_code("draughts:1:russian:start:22-18") is not None
True
>>> friend.message
'loaded the shared game: russian, 1 move; Black to move'
>>> friend.load_share_code("11-15")
>>> friend.message
"'11-15' is not a draughts share code: it should start with 'draughts:1:'"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets

from draughts.core.board import Board
from draughts.core.messages import _, n_, p_
from draughts.core.rules import PRESETS
from draughts.core.sides import WHITE
from draughts.records import pdn
from draughts.records.pdn import Game, InvalidShareCodeError, PdnError
from draughts.widgets.controls import button
from draughts.widgets.play import GameLink

__all__ = ["DEFAULT_FILE_NAME", "GameRecords"]

DEFAULT_FILE_NAME = "game.pdn"
"""The file name the save and load buttons start with."""

_SHOWN_PROBLEMS = 3
"""How many of a file's problems the message line lists (it counts the rest)."""

_SHOWN_FILES = 5
"""How many PDN files the message line names when the file asked for is missing."""


def _summary(board: Board) -> str:
    """The rule set, the number of moves, a set-up start, and whose turn it is or the result.

    >>> _summary(Board("english"))
    'english, 0 moves; Black to move'
    >>> _summary(Board.from_fen("W:W27:B18", "arcade"))
    'arcade, 0 moves, from a set-up position; White to move'
    """
    rules = board.rules
    name = rules.label if PRESETS.get(rules.name) == rules else f"{rules.label} ({pdn.format_rules(rules)})"
    outcome = board.outcome()
    if outcome is not None:
        state = _("the game is over: {outcome} ({result})", outcome=outcome, result=outcome.result())
    else:
        state = _("White to move") if board.turn == WHITE else _("Black to move")
    if board.root() != Board(board.rules):
        return n_(
            "{rules}, {count} move, from a set-up position; {state}",
            "{rules}, {count} moves, from a set-up position; {state}",
            board.plies,
            rules=name,
            state=state,
        )
    return n_("{rules}, {count} move; {state}", "{rules}, {count} moves; {state}", board.plies, rules=name, state=state)


def _problems(errors: list[PdnError]) -> str:
    """The problems of a file as sentences, the first few in full.

    >>> print(_problems([PdnError(3, "game 1: a ')' closes no variation; it is ignored")]))
    The file has a problem. Line 3: game 1: a ')' closes no variation; it is ignored.
    """
    head = n_("The file has a problem.", "The file has {count} problems.", len(errors))
    sentences = [
        _("Line {line}: {reason}.", line=error.line, reason=error.reason) for error in errors[:_SHOWN_PROBLEMS]
    ]
    if len(errors) > _SHOWN_PROBLEMS:
        sentences.append(n_("And {count} more problem.", "And {count} more problems.", len(errors) - _SHOWN_PROBLEMS))
    return " ".join([head, *sentences])


class GameRecords(ipywidgets.HBox):  # type: ignore[misc]
    """The row of a board widget that saves, loads and shares its game.

    ``file_name`` is the name typed for the save and load buttons (a bare name gets
    ``.pdn``; a relative path is beside the notebook, in the kernel's current folder).
    ``share_box`` shows the share code once the share button is pressed and follows the
    game from then on; ``paste_box`` takes a code to load.
    """

    def __init__(self, game: GameLink, file_name: str = DEFAULT_FILE_NAME) -> None:
        self._game = game
        self._sharing = False  # True once the share button is pressed: the share box follows the game
        self._shown: tuple[object, ...] | None = None  # the game whose code the share box holds
        self._code = ""  # what the share box shows; typing in the box puts it back
        self.file_name = ipywidgets.Text(
            value=file_name,
            placeholder=DEFAULT_FILE_NAME,
            description=p_("field", "file"),
            tooltip=_("the PDN file to save to or load from, beside the notebook"),
            layout={"width": "15em"},
            style={"description_width": "initial"},
        )
        self.save_button = button(p_("button", "⤓ save"), _("write this game to the PDN file"), lambda: self.save())
        self.load_button = button(
            p_("button", "⤒ load"), _("play on from the first game of the PDN file"), lambda: self.load()
        )
        self.share_button = button(
            p_("button", "⇪ share"), _("show a one-line code of this game, to copy"), lambda: self.share()
        )
        self.share_box = ipywidgets.Text(
            placeholder=_("press share to get this game's code"),
            description=p_("field", "code"),
            tooltip=_("the share code: select it and copy it"),
            layout={"width": "20em"},
            style={"description_width": "initial"},
        )
        self.share_box.observe(self._share_box_typed, names="value")
        self.paste_box = ipywidgets.Text(
            placeholder=_("paste a code"),
            description=p_("field", "friend's code"),
            tooltip=_("a share code from a friend"),
            layout={"width": "17em"},
            style={"description_width": "initial"},
        )
        self.paste_button = button(
            p_("button", "load code"), _("play on from the game of the pasted code"), lambda: self._pasted()
        )
        for part, name in (
            (self.file_name, "file-name"),
            (self.save_button, "save"),
            (self.load_button, "load"),
            (self.share_button, "share"),
            (self.share_box, "share-code"),
            (self.paste_box, "paste"),
            (self.paste_button, "paste-load"),
        ):
            part.add_class(f"draughts-{name}")
        files = ipywidgets.HBox([self.file_name, self.save_button, self.load_button])
        sharing = ipywidgets.HBox([self.share_button, self.share_box])
        pasting = ipywidgets.HBox([self.paste_box, self.paste_button])
        for group in (files, sharing, pasting):
            group.add_class("draughts-records-group")
        super().__init__([files, sharing, pasting])
        self.add_class("draughts-controls")
        self.add_class("draughts-records")
        game.on_change(lambda _change: self.update())

    def save(self, path: str | Path | None = None) -> Path | None:
        """Write the game on the board to a PDN file and return its path.

        *path* defaults to the file name typed in the row. On failure the message line
        says why, and the result is ``None``.
        """
        target = self._target(path)
        if target is None:
            return None
        board = self._game.board
        try:
            game = Game.from_board(board)
        except ValueError as error:
            self._game.say(_("this game cannot be saved: {error}", error=error), warning=True)
            return None
        existed = target.is_file()
        try:
            pdn.save(target, game)
        except FileNotFoundError:
            sentence = _("{name} cannot be saved: there is no folder {folder}", name=target.name, folder=target.parent)
            self._game.say(sentence, warning=True)
            return None
        except IsADirectoryError:
            self._game.say(_folder(target), warning=True)
            return None
        except OSError as error:
            sentence = _(
                "{name} cannot be saved in {folder}: {reason}",
                name=target.name,
                folder=target.parent,
                reason=_reason(error),
            )
            self._game.say(sentence, warning=True)
            return None
        if existed:
            sentence = _(
                "saved the game to {path} (it replaces the file that was there): {summary}",
                path=target,
                summary=_summary(board),
            )
        else:
            sentence = _("saved the game to {path}: {summary}", path=target, summary=_summary(board))
        self._game.say(sentence)
        return target

    def load(self, path: str | Path | None = None) -> Game | None:
        """Play on from the first game of a PDN file, with its rules, start and moves; return it.

        *path* defaults to the file name typed in the row. The message line says what was
        loaded and lists the file's problems (a game with an illegal move keeps the moves
        before it). When nothing can be loaded, the board stays as it was and the result
        is ``None``.
        """
        target = self._target(path)
        if target is None:
            return None
        try:
            found = pdn.load(target, rules=self._game.board.rules)
        except FileNotFoundError:
            self._game.say(_missing(target), warning=True)
            return None
        except IsADirectoryError:
            self._game.say(_folder(target), warning=True)
            return None
        except UnicodeDecodeError:
            self._game.say(_("{path} is not a PDN file: PDN is text, and this file is not", path=target), warning=True)
            return None
        except OSError as error:
            self._game.say(_("{path} cannot be read: {reason}", path=target, reason=_reason(error)), warning=True)
            return None
        if not found.games:
            sentence = _("{path} holds no game that can be read.", path=target)
            self._game.say(" ".join([sentence, _problems(found.errors)]) if found.errors else sentence, warning=True)
            return None
        game = found.games[0]
        board = game.board()
        reply = self._play_from(board)
        sentences = [_("loaded {path}: {summary}.", path=target, summary=_summary(board))]
        if len(found.games) > 1:
            sentences.append(
                n_(
                    "The file holds {count} game, and the first is on the board.",
                    "The file holds {count} games, and the first is on the board.",
                    len(found.games),
                )
            )
        if reply:
            sentences.append(_("Then {reply}.", reply=reply))
        if found.errors:
            sentences.append(_problems(found.errors))
        self._game.say(" ".join(sentences), warning=bool(found.errors))
        return game

    def share(self) -> str:
        """Show the game's share code in the share box (it then follows the game) and return it."""
        self._sharing = True
        code = self.update()
        self._game.say(_("the share code is in the box: select it and copy it, then paste it to a friend"))
        return code

    def share_code(self) -> str:
        """The game as one line of text to share: rule set, start position and moves.

        >>> from draughts.widgets import BoardWidget
        >>> widget = BoardWidget("english")
        >>> _ = widget.click(11), widget.click(15)
        >>> widget.share_code()
        'draughts:1:english:start:11-15'
        """
        return Game.from_board(self._game.board).share_code()

    def load_share_code(self, text: str) -> Game | None:
        """Play on from the game of a share code and return it; a bad code is explained in the message line."""
        if not isinstance(text, str) or not text.strip():
            self._game.say(_("paste a share code first: it starts with {prefix}", prefix="draughts:1:"), warning=True)
            return None
        try:
            game = Game.from_share_code(text)
        except InvalidShareCodeError as error:
            self._game.say(str(error), warning=True)
            return None
        board = game.board()
        reply = self._play_from(board)
        if reply:
            self._game.say(_("loaded the shared game: {summary}; {reply}", summary=_summary(board), reply=reply))
        else:
            self._game.say(_("loaded the shared game: {summary}", summary=_summary(board)))
        return game

    def update(self) -> str:
        """Bring the share box up to date with the game, once sharing is on; return what it shows."""
        if not self._sharing:
            return ""
        board = self._game.board
        key = (board.rules, board.root().fen(), tuple(board.move_stack))
        if key != self._shown:
            self._shown = key
            self._code = self.share_code()
            self.share_box.value = self._code
        return self._code

    def _play_from(self, board: Board) -> str:
        """Put *board* on the widget; return what the computer then played, if it plays the side to move."""
        self._game.set_position(board)
        return self._game.message if self._game.board.plies > board.plies else ""

    def _target(self, path: str | Path | None) -> Path | None:
        """The file to use: *path*, or the typed name (with ``.pdn`` added to a bare name), made absolute."""
        if path is None:
            name = self.file_name.value.strip()
            if not name:
                self._game.say(_("type a file name first, such as {example}", example=DEFAULT_FILE_NAME), warning=True)
                return None
            target = Path(name).expanduser()
            if not target.suffix:
                target = target.with_suffix(".pdn")
        else:
            target = Path(path).expanduser()
            self.file_name.value = str(path)
        return target.absolute()

    def _pasted(self) -> None:
        self.load_share_code(self.paste_box.value)

    def _share_box_typed(self, change: dict[str, Any]) -> None:
        """Keep the share box read-only: typing in it puts the code back."""
        if change["new"] != self._code:
            self.share_box.value = self._code


def _folder(target: Path) -> str:
    """The message for a file name that names a folder."""
    return _("{path} is a folder: type a file name, such as {example}", path=target, example=DEFAULT_FILE_NAME)


def _missing(target: Path) -> str:
    """The message for a missing file, with the PDN files its folder holds instead, if any."""
    values = {"name": target.name, "folder": target.parent}
    try:
        names = sorted(path.name for path in target.parent.glob("*.pdn") if path.is_file())
    except OSError:
        names = None
    if not names:
        if names is None or target.parent.is_dir():
            return _("there is no file {name} in {folder}", **values)
        return _("there is no file {name} in {folder}, and there is no such folder", **values)
    shown = names[:_SHOWN_FILES]
    listed = shown[0] if len(shown) == 1 else _("{others} and {last}", others=", ".join(shown[:-1]), last=shown[-1])
    if len(names) > len(shown):
        return n_(
            "there is no file {name} in {folder}; its PDN files are {files} (and {count} other)",
            "there is no file {name} in {folder}; its PDN files are {files} (and {count} others)",
            len(names) - len(shown),
            files=listed,
            **values,
        )
    return n_(
        "there is no file {name} in {folder}; its PDN file is {files}",
        "there is no file {name} in {folder}; its PDN files are {files}",
        len(names),
        files=listed,
        **values,
    )


def _reason(error: OSError) -> str:
    """The operating system's words for a failed read or write, in lower case."""
    text = error.strerror or str(error)
    return text[:1].lower() + text[1:]
