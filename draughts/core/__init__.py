"""The rules of play: rule sets, squares, moves, positions, the board, FEN, notation and why a move is refused.

Nothing here imports anything above it; every other part of the package stands on it.
"""
