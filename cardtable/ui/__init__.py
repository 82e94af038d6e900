"""Everything Qt: the main window, the table scene, card items, the controller, dialogs.

Importing this package does not import Qt, so ``cardtable.ui.bot_worker`` stays light
in the bot worker process.
"""
