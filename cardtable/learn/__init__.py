"""Learn: lessons of each game's rules and puzzles from the exact solver, shipped as data (docs/learn.md)."""
