"""View ▸ full screen, card size and the table's colour: by their keys, applied at once, remembered across runs."""

import pytest
from PySide6.QtCore import Qt

from cardtable.storage.paths import user_paths
from cardtable.storage.settings import ZOOMS, load_settings
from cardtable.ui.controller import InlineBotRunner
from cardtable.ui.felt import FELTS
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from tests.ui.conftest import quick_config

pytestmark = pytest.mark.gui


CTRL = Qt.KeyboardModifier.ControlModifier


def window(qtbot):
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show_remembered()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    return w


def test_zoom_keys_grow_the_cards_and_the_size_is_remembered(qtbot):
    w = window(qtbot)
    w.start_match(quick_config("ulti", 1))
    qtbot.waitUntil(lambda: w.scene.view_data is not None, timeout=5000)
    usual = w.scene.card_size()[0]
    w.view_widget.setFocus()
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Plus, CTRL)
    assert w.store.settings.zoom == ZOOMS[1]
    bigger = w.scene.card_size()[0]
    assert bigger == pytest.approx(usual * ZOOMS[1] / 100)
    # the hand's items follow at once (the layout's card size is the items' size)
    hand = w.scene.hand_items()
    assert hand and all(abs(item.size()[0] - bigger) < 0.5 for item in hand)
    for _ in range(len(ZOOMS)):
        qtbot.keyClick(w.view_widget, Qt.Key.Key_Plus, CTRL)
    assert w.store.settings.zoom == ZOOMS[-1]
    largest = w.scene.card_size()[0]
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Minus, CTRL)
    assert w.store.settings.zoom == ZOOMS[-2] and w.scene.card_size()[0] <= largest
    qtbot.keyClick(w.view_widget, Qt.Key.Key_0, CTRL)
    assert w.store.settings.zoom == 100 and w.scene.card_size()[0] == usual
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Equal, CTRL)  # Ctrl = : the plus key without Shift
    assert "110 %" in w.statusBar().currentMessage()
    w.close()
    assert load_settings(user_paths()).settings.zoom == 110
    again = window(qtbot)
    assert again.scene.zoom == 1.1
    again.close()


def test_f11_fills_the_screen_and_the_next_start_does_too(qtbot):
    w = window(qtbot)
    assert not w.isFullScreen() and not w.menus.a_full.isChecked()
    qtbot.keyClick(w, Qt.Key.Key_F11)
    qtbot.waitUntil(w.isFullScreen, timeout=3000)
    assert w.menus.a_full.isChecked() and w.store.settings.full_screen
    w.close()
    assert load_settings(user_paths()).settings.full_screen is True
    again = window(qtbot)
    qtbot.waitUntil(again.isFullScreen, timeout=3000)
    assert again.menus.a_full.isChecked()
    qtbot.keyClick(again, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not again.isFullScreen(), timeout=3000)
    assert not again.menus.a_full.isChecked()
    again.close()
    assert load_settings(user_paths()).settings.full_screen is False


@pytest.mark.parametrize("name", [n for n in FELTS if n != "green"])
def test_a_table_colour_is_painted_and_remembered(qtbot, name):
    w = window(qtbot)
    w.start_match(quick_config("ecarte", 1))
    qtbot.waitUntil(lambda: w.scene.view_data is not None, timeout=5000)

    def corner():
        image = w.view_widget.grab().toImage()
        return image.pixelColor(3, image.height() // 2)  # the felt at the left edge, clear of every card

    green = corner()
    w.menus.felt_actions[name].trigger()
    qtbot.wait(20)
    painted = corner()
    assert painted != green

    def distance(felt):  # from the painted cloth to the nearest of a felt's colours
        return min(sum(abs(a - b) for a, b in zip(painted.getRgb()[:3], c.getRgb()[:3])) for c in felt.colours())

    assert min(FELTS, key=lambda n: distance(FELTS[n])) == name  # the cloth is the chosen felt's, not another's
    w.close()
    assert load_settings(user_paths()).settings.felt == name
    again = window(qtbot)
    assert again.scene.felt == FELTS[name] and again.menus.felt_actions[name].isChecked()
    again.close()


def _faces(w):
    """The images the table draws its face-up cards with, by item key."""
    return {k: item._pixmap.toImage() for k, item in w.scene.items_by_key.items() if item.code}


def _backs(w):
    return {k: item._pixmap.toImage() for k, item in w.scene.items_by_key.items() if item.code is None}


def test_card_styles_redraw_the_table_and_are_remembered(qtbot):
    w = window(qtbot)
    w.start_match(quick_config("ulti", 2))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=10000)
    faces, backs = _faces(w), _backs(w)
    assert faces and backs
    w.menus.hungarian_actions["simple"].trigger()
    simple = _faces(w)
    assert simple.keys() == faces.keys() and all(simple[k] != faces[k] for k in faces)  # every Hungarian face
    assert _backs(w) == backs  # the faces' choice leaves the backs alone
    w.menus.back_actions["tartan"].trigger()
    assert all(img != backs[k] for k, img in _backs(w).items())
    w.close()
    saved = load_settings(user_paths()).settings
    assert (saved.hungarian_faces, saved.french_faces, saved.card_back) == ("simple", "classic", "tartan")
    again = window(qtbot)
    assert again.menus.hungarian_actions["simple"].isChecked() and again.menus.back_actions["tartan"].isChecked()
    again.start_match(quick_config("ulti", 2))
    qtbot.waitUntil(lambda: again.controller.waiting_for_human, timeout=10000)
    assert _faces(again) == simple  # the same deal, drawn in the remembered style
    again.menus.hungarian_actions["classic"].trigger()
    again.menus.back_actions["classic"].trigger()
    assert _faces(again) == faces
    again.close()


def test_french_court_letters_follow_the_language_and_four_colours_recolour(qtbot):
    from cardtable.art import Style, render_face
    from cardtable.ui import i18n

    w = window(qtbot)
    w.start_match(quick_config("ecarte", 4))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=10000)

    def hand_images():
        return {item.code: item._pixmap.toImage() for item in w.scene.hand_items()}

    def drawn_as(code, img, indices):
        dpr = w.scene.dpr
        return img == render_face("piquet32", code, round(img.width() / dpr), dpr, style=Style(indices=indices))

    w.scene.redraw_cards()  # every card at the size it has now
    english = hand_images()
    assert all(drawn_as(code, img, "en") for code, img in english.items())
    w.menus.lang_actions["hu"].trigger()
    assert i18n.current() == "hu"
    hungarian = hand_images()
    assert all(drawn_as(code, img, "hu") for code, img in hungarian.items())
    assert all(hungarian[c] != english[c] for c in english)  # every French-suited card: B D K Á L, sans numbers
    w.menus.french_actions["four-colour"].trigger()
    four = hand_images()
    for code, img in four.items():
        assert (img != hungarian[code]) == (code[0] in "DC"), code  # diamonds blue, clubs green; the rest as they were
    w.menus.lang_actions["en"].trigger()
    w.menus.french_actions["classic"].trigger()
    assert hand_images() == english
    w.close()
