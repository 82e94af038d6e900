"""cardtable: Hungarian trick-taking card games against bots, with a coach."""

__version__ = "0.1.0"
