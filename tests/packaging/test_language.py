"""The start-up language: the player's choice wins, else the system locale decides (hu or en)."""

import pytest

from cardtable.ui.language import initial_language


@pytest.mark.parametrize("locale", ["hu_HU", "hu", "hu-HU", "hu_HU.UTF-8", "HU_hu", "hu_SK", "hu_RO"])
def test_hungarian_system_gives_hungarian(locale):
    assert initial_language("", locale) == "hu"
    assert initial_language("system", locale) == "hu"
    assert initial_language(None, locale) == "hu"


@pytest.mark.parametrize("locale", ["en_US", "en_GB", "de_DE", "C", "POSIX", "", "fi_FI", "hr_HR", "ru_RU"])
def test_other_systems_give_english(locale):
    assert initial_language("", locale) == "en"
    assert initial_language("system", locale) == "en"


@pytest.mark.parametrize("locale", ["hu_HU", "en_US", "de_DE", ""])
def test_player_choice_wins_over_system(locale):
    assert initial_language("en", locale) == "en"
    assert initial_language("hu", locale) == "hu"
    assert initial_language(" HU ", locale) == "hu"


def test_unknown_setting_follows_system():
    # A language we don't ship (or a damaged setting) must not leave the UI untranslatable.
    assert initial_language("de", "hu_HU") == "hu"
    assert initial_language("xx", "en_US") == "en"
