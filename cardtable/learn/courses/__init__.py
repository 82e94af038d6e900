"""Each game's course: its lessons (one per rule family) and where its puzzles are looked for."""
