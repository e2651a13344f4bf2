"""Write the teacher's printable answer key: every stage and question of the course, with its answer.

    python scripts/answer_key.py                       # writes build/answer-key.html
    python scripts/answer_key.py --output key.html

For each stage: the position drawn, the goal, the solution (with the other side's
replies), and the usual wrong answers (:mod:`draughts.teaching.wrong_answers`): a line of moves
that fails the stage with the sentence the learner then reads, or, for a stage with no
fail condition, the likely tries that the board refuses, with its reason. For each question: the position (if any), the
question, the answer, and the message each wrong answer gets. The file is written
outside ``notebooks/``, so it is neither in the learners' folder nor in the website's
learner contents; ``build/`` is not kept in git.
"""

from __future__ import annotations

import argparse
import sys
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from draughts import COLOR_NAMES, Board  # noqa: E402
from draughts.course import LESSONS  # noqa: E402
from draughts.pictures import svg  # noqa: E402
from draughts.teaching.exercises import Choice, Count, Exercise, PlayMove  # noqa: E402
from draughts.teaching.stages import Stage  # noqa: E402
from draughts.teaching.wrong_answers import WrongAnswer, usual_wrong_answers  # noqa: E402

DEFAULT = ROOT / "build" / "answer-key.html"
_STYLE = """
body { font-family: sans-serif; max-width: 60em; margin: 1em auto; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.3em; border-bottom: 2px solid #444; margin-top: 2em; }
.item { display: flex; gap: 1.2em; align-items: flex-start; break-inside: avoid; page-break-inside: avoid;
        border-bottom: 1px solid #ccc; padding: 0.6em 0; }
.item svg { flex: none; }
.item p { margin: 0.2em 0; }
.wrong { color: #8b1a1a; }
@media print { h2 { page-break-before: always; } }
"""


def _picture(board: Board) -> str:
    """The position with its square names: coordinates on Russian and Brazilian boards, numbers on the others."""
    return str(svg.board(board, names=True, size=200))


def stage_html(number: int, stage: Stage) -> str:
    """One stage: its picture, goal, solution with replies, and the usual wrong answers."""
    run = stage.start()
    learner, write = stage.learner, stage.board().rules.write_move
    steps = []
    for text in stage.solution:
        verdict = run.play(text)
        assert verdict.move is not None
        steps.append(write(verdict.move))
        if verdict.reply is not None:
            steps.append(f"({COLOR_NAMES[not learner]} answers {write(verdict.reply)})")
    lines = [
        f"<p><b>Stage {number}: {escape(stage.goal)}</b> <small>({stage.id}, {stage.board().rules.name} rules, "
        f"{COLOR_NAMES[learner]} to move, par {stage.par})</small></p>",
        f"<p>Solution: {escape(' '.join(steps))}</p>",
    ]
    lines += [wrong_html(answer) for answer in usual_wrong_answers(stage)]
    if stage.hints:
        lines.append(f"<p><small>Hints: {escape(' / '.join(stage.hints))}</small></p>")
    return f'<div class="item">{_picture(stage.board())}<div>{"".join(lines)}</div></div>'


def wrong_html(answer: WrongAnswer) -> str:
    """One usual wrong answer: a line the stage fails with its sentence, or a move the board refuses."""
    after = f"after {' '.join(answer.before)}, " if answer.before else ""
    if answer.refused:
        text = f"Refused: {after}{answer.move}. The board says: “{answer.message}”"
    else:
        text = f"Wrong: {' '.join((*answer.before, answer.move))}. The learner reads: “{answer.message}”"
    return f'<p class="wrong">{escape(text)}</p>'


def question_html(number: int, question: Exercise) -> str:
    """One question: its picture (if any), the question, the answer and the wrong answers' messages."""
    lines = [
        f"<p><b>Question {number}: {escape(question.question)}</b></p>",
        f"<p>Answer: {escape(question.solution)}</p>",
    ]
    if isinstance(question, Choice):
        for option in question.options():
            if option != question.answer:
                lines.append(f'<p class="wrong">“{escape(option)}”: {escape(question.messages[option])}</p>')
    elif isinstance(question, Count):
        lines.append(f'<p class="wrong">Too few: {escape(question.too_few)} Too many: {escape(question.too_many)}</p>')
    elif isinstance(question, PlayMove):
        for move, hint in question.wrong.items():
            lines.append(f'<p class="wrong">{escape(question.board.rules.write_move(move))}: {escape(hint)}</p>')
    picture = _picture(question.board) if question.board is not None else ""
    return f'<div class="item">{picture}<div>{"".join(lines)}</div></div>'


def _lessons() -> list[tuple[int, str, list[str]]]:
    """Every lesson's number, title and items (stages, then questions), in course order."""
    out = []
    for lesson in LESSONS:
        items = [stage_html(index, stage) for index, stage in enumerate(lesson.stages, start=1)]
        items += [question_html(index, question) for index, question in enumerate(lesson.questions, start=1)]
        out.append((lesson.number, lesson.title, items))
    return out


def answer_key() -> str:
    """The whole answer key as one HTML page, lesson by lesson."""
    sections = [f"<h2>Lesson {number}: {escape(title)}</h2>{''.join(items)}" for number, title, items in _lessons()]
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Draughts lessons: answer key</title>'
        f"<style>{_STYLE}</style></head><body><h1>Draughts lessons: answer key</h1>"
        "<p>For the teacher: every stage and question of the course, with the solution and the usual wrong "
        "answers. Keep it away from the learners.</p>"
        f"{''.join(sections)}</body></html>\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--output", type=Path, default=DEFAULT, help=f"the HTML file to write (default: {DEFAULT})")
    args = parser.parse_args(argv)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(answer_key(), encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
