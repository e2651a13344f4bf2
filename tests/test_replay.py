"""The replay widget, driven from Python: the slider, the four buttons, the board and the move list."""

from __future__ import annotations

import pytest

from draughts import Board, IllegalMoveError, Move, Rules
from draughts.pictures import svg
from draughts.records.pdn import Game, read_game
from draughts.widgets import ReplayWidget

PDN = """[Event "Club night"]
[White "Ann"]
[Black "Bo"]
[Result "*"]
[GameType "21"]

{a quiet opening} 1. 11-15 23-19 2. 8-11 {solid} 22-17 3. 9-13 17-14 *
"""


@pytest.fixture
def game() -> Game:
    return read_game(PDN)


class TestStepping:
    def test_it_starts_at_the_start_position(self, game: Game) -> None:
        replay = ReplayWidget(game)
        assert replay.ply == 0
        assert replay.board == Board("english")
        assert (replay.slider.min, replay.slider.max, replay.slider.value) == (0, 6, 0)

    def test_go_shows_the_position_after_that_many_plies(self, game: Game) -> None:
        replay = ReplayWidget(game)
        for ply in (3, 6, 1, 0):
            replay.go(ply)
            assert replay.ply == ply
            assert replay.slider.value == ply
            assert replay.board == game.board(ply)
            assert replay.board.move_stack == game.moves[:ply]

    def test_setting_ply_is_go(self, game: Game) -> None:
        replay = ReplayWidget(game)
        replay.ply = 4
        assert replay.board == game.board(4)

    def test_moving_the_slider_moves_the_board(self, game: Game) -> None:
        replay = ReplayWidget(game)
        replay.slider.value = 5
        assert replay.ply == 5
        assert replay.board == game.board(5)
        assert "Ply 5 of 6" in replay.caption.value

    def test_the_four_buttons(self, game: Game) -> None:
        replay = ReplayWidget(game)
        replay.next_button.click()
        replay.next_button.click()
        assert replay.ply == 2
        replay.previous_button.click()
        assert replay.ply == 1
        replay.last_button.click()
        assert replay.ply == 6
        assert replay.board == game.board()
        replay.first_button.click()
        assert replay.ply == 0

    def test_the_buttons_that_lead_nowhere_are_disabled(self, game: Game) -> None:
        replay = ReplayWidget(game)
        disabled = [replay.first_button.disabled, replay.previous_button.disabled]
        assert disabled == [True, True]
        assert [replay.next_button.disabled, replay.last_button.disabled] == [False, False]
        replay.last()
        assert [replay.first_button.disabled, replay.previous_button.disabled] == [False, False]
        assert [replay.next_button.disabled, replay.last_button.disabled] == [True, True]

    def test_stepping_past_either_end_stays_put(self, game: Game) -> None:
        replay = ReplayWidget(game)
        replay.previous()
        assert replay.ply == 0
        replay.last()
        replay.next()
        assert replay.ply == 6

    def test_a_ply_outside_the_game_is_refused(self, game: Game) -> None:
        replay = ReplayWidget(game)
        with pytest.raises(IndexError, match="ply 7 is out of range: the game has 6 plies"):
            replay.go(7)
        with pytest.raises(IndexError):
            replay.go(-1)
        assert replay.ply == 0

    def test_it_can_open_at_any_ply(self, game: Game) -> None:
        assert ReplayWidget(game, ply=3).board == game.board(3)

    def test_the_board_is_a_copy(self, game: Game) -> None:
        replay = ReplayWidget(game, ply=2)
        replay.board.push_pdn("8-11")
        assert replay.board == game.board(2)


class TestPicture:
    def test_the_board_shows_the_last_move_and_the_next_route(self, game: Game) -> None:
        replay = ReplayWidget(game, ply=2)
        board = game.board(2)
        expected = svg.board(board, last_move=game.moves[1], move=game.moves[2])
        assert replay.picture.value == expected

    def test_without_preview_only_the_last_move_is_marked(self, game: Game) -> None:
        replay = ReplayWidget(game, ply=2, preview=False, numbers=True, flipped=True, size=240)
        expected = svg.board(game.board(2), last_move=game.moves[1], numbers=True, flipped=True, size=240)
        assert replay.picture.value == expected

    def test_the_start_and_the_end_have_no_last_or_next_move(self, game: Game) -> None:
        replay = ReplayWidget(game)
        assert replay.picture.value == svg.board(Board("english"), move=game.moves[0])
        replay.last()
        assert replay.picture.value == svg.board(game.board(), last_move=game.moves[-1])

    def test_a_capture_route_is_drawn_through_every_landing_square(self) -> None:
        game = Game.from_board(Board.from_fen("B:W15,22:B11"))
        game.moves = [Move((11, 25), captures=(15, 22))]
        replay = ReplayWidget(game)
        route = svg.board(game.board(0), move=Move((11, 18, 25), captures=(15, 22)))
        assert replay.picture.value == route


class TestText:
    def test_the_title_names_the_players_the_rules_and_the_event(self, game: Game) -> None:
        title = ReplayWidget(game).title.value
        assert title == "<b>Ann</b> (White) vs <b>Bo</b> (Black), english · Club night"

    def test_the_move_list_marks_the_move_just_played(self, game: Game) -> None:
        replay = ReplayWidget(game, ply=3)
        move = '<span class="move" style="white-space: nowrap">{}</span>'.format
        comment = '<i class="comment" style="color: #555">{}</i>'.format
        current = move('<mark class="current">2. 8-11</mark>')
        assert replay.move_list.value == (
            f'<div class="moves">{comment("a quiet opening")} <br> {move("1. 11-15")} {move("23-19")} <br> '
            f"{current} {comment('solid')} {move('2... 22-17')} <br> {move('3. 9-13')} {move('17-14')}</div>"
        )
        replay.go(4)
        assert '<mark class="current">2... 22-17</mark>' in replay.move_list.value
        replay.go(0)
        assert "<mark" not in replay.move_list.value

    def test_the_caption_says_whose_turn_and_the_last_move(self, game: Game) -> None:
        replay = ReplayWidget(game)
        assert replay.caption.value == "<b>Ply 0 of 6</b> · Black to move"
        replay.go(4)
        assert replay.caption.value == "<b>Ply 4 of 6</b> · last move 2... 22-17 · Black to move"

    def test_the_end_of_a_finished_game_gives_the_outcome_and_result(self) -> None:
        board = Board.from_fen("B:W27:B18")
        for text in ("18-23", "27x18"):
            board.push_pdn(text)
        replay = ReplayWidget(Game.from_board(board, White="<Ann>"), ply=2)
        assert replay.caption.value == (
            "<b>Ply 2 of 2</b> · last move 1... 27x18 · White wins: the side to move has no pieces left · result 1-0"
        )
        assert "<b>&lt;Ann&gt;</b> (White)" in replay.title.value

    def test_a_game_without_moves(self) -> None:
        replay = ReplayWidget(Game(rules=Rules.preset("international")))
        assert replay.slider.max == 0
        assert replay.move_list.value == '<div class="moves">(no moves)</div>'
        assert all(
            button.disabled
            for button in (replay.first_button, replay.previous_button, replay.next_button, replay.last_button)
        )

    def test_a_game_that_begins_with_the_second_player(self) -> None:
        game = read_game('[FEN "W:W27:B18"]\n1... 27-24 2. 18-22 *')
        replay = ReplayWidget(game, ply=1)
        assert replay.move_list.value == (
            '<div class="moves"><span class="move" style="white-space: nowrap"><mark class="current">1... 27-24</mark>'
            '</span> <br> <span class="move" style="white-space: nowrap">2. 18-22</span></div>'
        )


def test_a_game_with_an_illegal_move_is_refused_with_the_reason() -> None:
    game = Game(moves=[Move((11, 15)), Move((15, 19))])
    with pytest.raises(IllegalMoveError, match=r"move 1\.\.\. 15-19 is illegal: the piece on 15 is Black's"):
        ReplayWidget(game)


def test_a_long_game_replays_every_position_with_its_history() -> None:
    rules = Rules.preset("english").replace(quiet_move_limit=None, repetition=False)
    board = Board.from_fen("W:WK29:BK4", rules)
    for ply in range(3_000):
        board.push_pdn(("29-25", "4-8", "25-29", "8-4")[ply % 4])
    game = Game.from_board(board)
    replay = ReplayWidget(game)
    for ply in (0, 1, 1_499, 3_000):
        replay.go(ply)
        assert replay.board.move_stack == game.board(ply).move_stack
        assert replay.board == game.board(ply)
    replay.close()
