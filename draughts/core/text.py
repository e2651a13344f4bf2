"""Small pieces of text that every reader shares: whole numbers, and excerpts for messages.

>>> plain_number("22"), plain_number("²"), plain_number("1" * 5000)
(22, None, None)
>>> quote("11-15")
"'11-15'"
>>> quote(" " * 100_000 + "x")
"'                                     ...' (100001 characters)"
"""

from __future__ import annotations

__all__ = ["plain_number", "quote"]

_DIGITS = frozenset("0123456789")


def plain_number(word: str, digits: int = 9) -> int | None:
    """The value of *word* if it is ASCII digits only, at most *digits* of them; else ``None``.

    ``str.isdigit`` accepts ``"²"`` and numbers too long for ``int``; this does not.
    """
    if not word or len(word) > digits or not _DIGITS.issuperset(word):
        return None
    return int(word)


def quote(value: object, limit: int = 40) -> str:
    """*value* as an error message shows it: text quoted, cut to an excerpt when longer than *limit*.

    >>> quote(None), quote(10**5000)
    ('None', 'a number of more than 40 digits')
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[: limit - 3] + '...'!r} ({len(value)} characters)"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**limit:
        return f"a number of more than {limit} digits"
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
