"""The table's few quiet sounds, made by our own code: synthesised samples (``synth``) played by whatever the
computer has to play a WAV file (``player``). No Qt here: QtMultimedia is not in PySide6-Essentials."""
