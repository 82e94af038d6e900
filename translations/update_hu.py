"""Refresh translations/cardtable_hu.ts: collect the UI's strings (pyside6-lupdate), fill in the Hungarian.

Run from the repository root:  python translations/update_hu.py
It fails, listing them, if any string has no Hungarian translation, so the
.ts never ships with unfinished entries. The Hungarian texts live here (by
source string; a (context, source) key overrides one context) because a
translator can read and review them in one place; Qt Linguist can edit the
.ts as usual afterwards — re-running this script keeps those edits for strings
it does not know.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "translations" / "cardtable_hu.ts"
SOURCES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "cardtable" / "ui").rglob("*.py"))

# Strings in contexts that lupdate cannot see (a module-level tr() wrapper with its own context).
EXTRA = {
    "ErrorHook": [
        "Something went wrong, and the details could not be written to a log file. You can keep playing.",
        "Something went wrong. The details are in %1. You can keep playing.",
        "cardtable",
    ],
}

HU: dict[str | tuple[str, str], str] = {
    # error hook (storage helper)
    "Something went wrong, and the details could not be written to a log file. You can keep playing.": (
        "Hiba történt, és a részleteket nem sikerült naplófájlba írni. Nyugodtan játszhatsz tovább."
    ),
    "Something went wrong. The details are in %1. You can keep playing.": (
        "Hiba történt. A részletek itt találhatók: %1. Nyugodtan játszhatsz tovább."
    ),
    "cardtable": "cardtable",
    # the View menu: full screen, card size, the table's colour, card styles (comforts)
    "&View": "&Nézet",
    "&Full screen": "&Teljes képernyő",
    "Larger cards": "Nagyobb lapok",
    "Smaller cards": "Kisebb lapok",
    "Cards at their usual size": "Lapok szokásos méretben",
    "Cards at {n} %": "Lapméret: {n} %",
    "Table &colour": "&Asztal színe",
    "Green": "Zöld",
    "Blue": "Kék",
    "Red": "Bordó",
    "Grey": "Szürke",
    "&Hungarian cards": "&Magyar kártya",
    "Classic, with figures": "Klasszikus, figurákkal",
    "Simple, with large indices": "Egyszerű, nagy sarokjelzéssel",
    "&French-suited cards": "&Francia kártya",
    "Red and black": "Piros és fekete",
    "Four colours (blue diamonds, green clubs)": "Négyszínű (kék káró, zöld treff)",
    "Card &backs": "Kártya&hátlap",
    "Each deck's own": "A pakli saját hátlapja",
    "Tartan": "Skót kocka",
    "Waves": "Hullámok",
    # the keyboard: the bar's digit keys, Help ▸ Keyboard, screen-reader words (comforts)
    "Key {n}": "Billentyű: {n}",
    "Choose what to say": "Válaszd ki, mit mondasz",
    "&Keyboard": "&Billentyűzet",
    "Keyboard": "Billentyűzet",
    "← →": "← →",
    "Move along your hand; the cards you laid face up in front of you come after it.": (
        "Lépkedés a lapjaidon; az eléd kitett lapok utánuk következnek."
    ),
    "Home, End": "Home, End",
    "The first or the last card.": "Az első vagy az utolsó lap.",
    "Enter or Space": "Enter vagy szóköz",
    "Play the card. When cards are to be chosen (a discard, Ulti's talon, NJET's pass, MÜ's bid) it selects the "
    "card, or takes it back out.": (
        "Kijátssza a lapot. Ha lapokat kell kiválasztanod (eldobás, az ulti talonja, NJET-ben a továbbadás, MÜ-ben a "
        "licit), kijelöli a lapot, vagy leveszi róla a jelölést."
    ),
    "1 … 9": "1 … 9",
    "Press the action bar's buttons, counted from the left: Pass, Hold, a bid, Discard, Next deal… Each button's "
    "tooltip says its key.": (
        "Megnyomja a lenti sáv gombjait, balról számolva: Passz, Tartom, egy licit, Eldobás, Következő leosztás… "
        "Minden gomb súgója megmondja a billentyűjét."
    ),
    "Tab, Shift+Tab": "Tab, Shift+Tab",
    "Go through the action bar's controls, the bid composer's parts and the game's board, and back.": (
        "Végigmegy a sáv vezérlőin, a licitösszeállító részein és a játék tábláján, majd vissza."
    ),
    "Esc": "Esc",
    "Back to your hand from anywhere in the window.": "Vissza a lapjaidhoz, az ablakban bárhonnan.",
    "↑ ↓ in a list": "↑ ↓ egy listában",
    "Choose an entry (a long list of bids or words); then Tab to Say and Space.": (
        "Kiválaszt egy sort (hosszú licit- vagy bemondáslistában); utána Tab a Mondom gombig, és szóköz."
    ),
    "Ulti's bids": "Licit az ultiban",
    "Tab through the parts: Space ticks piros, ulti or 4 ász, the arrow keys pick no 100, 40-100 or 20-100 and the "
    "betli or durchmars grade, or choose a whole bid from All legal bids with ↑ ↓; then the Bid button (Space, or "
    "its digit).": (
        "Tabbal a részeken végig: szóköz jelöli be a pirosat, az ultit vagy a 4 ászt, a nyílbillentyűk választanak a "
        "nincs száz, 40-100 és 20-100 közül és a betli vagy durchmars fokozatából; vagy ↑ ↓ egy egész licitet a "
        "Minden szabályos licit listából; végül a Licit gomb (szóköz vagy a száma)."
    ),
    "NJET's board": "Az NJET táblája",
    "Tab to the board; the arrow keys move over the spaces you may cover, Enter covers one.": (
        "Tab a tábláig; a nyílbillentyűk a letakarható mezőkön lépkednek, Enter letakarja az egyiket."
    ),
    "Was sticht?'s rows": "A Was sticht? sorai",
    "Tab to the board; the arrow keys move over the cards and task cards you may take; Enter takes one.": (
        "Tab a tábláig; a nyílbillentyűk az elvehető lapokon és feladatkártyákon lépkednek; Enter elveszi az egyiket."
    ),
    "MÜ's auction": "A MÜ aukciója",
    "Select the cards to lay face up with Enter on the hand, then Done or Pass with its digit.": (
        "A kiteendő lapokat Enterrel jelölöd ki a kezedben, utána az Ennyi vagy a Passz a számával."
    ),
    "Meinz's claims": "Lefoglalás a Meinzben",
    "Claim or Pass with its digit. After a trick you took: Tab to the trick's cards, the arrow keys to the one to "
    "take, Space; the same for the card to give; then the exchange button.": (
        "Meinz! vagy Passz a számával. Ha te vitted az ütést: Tab az ütés lapjaihoz, nyílbillentyűkkel a kivenni "
        "kívánthoz, szóköz; ugyanígy a beadandó lap; végül a csere gombja."
    ),
    "A finished trick": "Befejezett ütés",
    "Any key gathers the trick that waits on the table.": "Bármely billentyű összeszedi az asztalon váró ütést.",
    "The score sheet": "A játszmalap",
    "Enter deals the next deal (or starts a new match), Esc closes the sheet.": (
        "Enter: következő leosztás (vagy új játszma), Esc: bezárja a lapot."
    ),
    "Dialogs": "Párbeszédablakok",
    "Tab between the fields, Space or Enter presses a button, Esc cancels.": (
        "Tab a mezők között, szóköz vagy Enter megnyom egy gombot, Esc mégse."
    ),
    "Alt + a letter": "Alt + egy betű",
    "Open a menu by its underlined letter.": "Megnyit egy menüt az aláhúzott betűjével.",
    "Your hand and the action bar": "A lapjaid és a lenti sáv",
    "The games' own controls": "A játékok saját vezérlői",
    "The window": "Az ablak",
    "Card table": "Kártyaasztal",
    ", to move": ", ő következik",
    "{name}, {score} points{turn}": "{name}, {score} pont{turn}",
    "On the table: {cards}": "Az asztalon: {cards}",
    "Your hand: {cards}": "A lapjaid: {cards}",
    "{card}, card {n} of {count}": "{card}, {n}. lap ({count} közül)",
    ", selected": ", kijelölve",
    "It cannot be played now.": "Most nem játszhatod ki.",
    "&Sounds": "&Hangok",
    "&Sounds (this computer has no sound player we can use)": "&Hangok (ezen a gépen nincs használható hanglejátszó)",
    # new-match dialog (the registry's games)
    "Rule options": "Szabályváltozatok",
    "The game's own length (as its rules say)": "A játék saját hossza (ahogy a szabálya mondja)",
    # start screen and about box (packaging helper; texts reviewed from its note)
    "About cardtable": "A cardtable névjegye",
    "Version %1": "Verzió: %1",
    "Trick-taking card games against computer players, with a coach that explains.": (
        "Ütésszerző kártyajátékok gépi játékosok ellen, a lépéseket megmagyarázó tanácsadóval."
    ),
    "All card art — faces, backs and icons — is drawn by the program itself.": (
        "Minden kártyaképet — a lapok elejét, hátát és az ikonokat — maga a program rajzol meg."
    ),
    'Free software under the <a href="%1">GNU General Public License, version 3 or later</a>. '
    "It comes with no warranty.": (
        'Szabad szoftver, a <a href="%1">GNU General Public License 3-as vagy későbbi változata</a> szerint. '
        "Semmilyen garancia nem jár hozzá."
    ),
    "Read the rules of the games": "A játékok szabályai",
    "Welcome to the card table": "Üdv a kártyaasztalnál!",
    "Trick-taking card games against the computer, with a coach at your side when you want one.": (
        "Ütésszerző kártyajátékok a számítógép ellen — ha kéred, tanácsadó is segít."
    ),
    "Continue last match": "Legutóbbi játszma folytatása",
    "No match in progress — choose a game below.": "Nincs félbehagyott játszma — válassz alább egy játékot.",
    "CHOOSE A GAME": "VÁLASSZ JÁTÉKOT",
    ("StartScreen", "Play"): "Játék",
    "Play %1": "Játék: %1",
    ("StartScreen", "Rules"): "Szabályok",
    "Rules of %1": "Szabályok: %1",
    "The deal is over.": "A leosztásnak vége.",
    "you": "te",
    "You": "Te",
    # main window
    "cardtable — trick-taking card games": "cardtable — ütésszerző kártyajátékok",
    "&Game": "&Játék",
    "&New match…": "Ú&j játszma…",
    "&Restart deal": "Leosztás ú&rakezdése",
    "&Last trick": "&Utolsó ütés",
    "&Score sheet": "Játszma&lap",
    "&Quit": "&Kilépés",
    "&Settings": "&Beállítások",
    "&Language": "&Nyelv",
    "&Animation speed": "&Animáció sebessége",
    "Instant": "Azonnali",
    "Fast": "Gyors",
    "Normal": "Normál",
    "Slow": "Lassú",
    "&Pause after each card": "&Szünet minden lap után",
    "None": "Nincs",
    "Short": "Rövid",
    "Long": "Hosszú",
    "Announce 20/40 and the king &automatically": "20/40 és a király bemondása &automatikusan",
    "&Help": "&Súgó",
    "&About cardtable": "A cardtable &névjegye",
    "{name} is thinking…": "{name} gondolkodik…",
    "Something went wrong": "Hiba történt",
    "Game": "Játék",
    "Contract": "Vállalás",
    "Deal": "Leosztás",
    "Target": "Cél",
    "Deal {n} is being played: the totals below are from the finished deals.": (
        "Folyik a játszma {n}. leosztása: az alábbi összegek a befejezett leosztásokéi."
    ),
    "{n} points": "{n} pont",
    "These cards are equally good: {cards}.": "Ezek a lapok egyformán jók: {cards}.",
    "The match is over.": "A játszmának vége.",
    "Score sheet": "Játszmalap",
    "A hint is given when it is your turn.": "Tippet akkor kapsz, amikor te következel.",
    "The coach is thinking…": "A tanácsadó gondolkodik…",
    "The coach could not help here: {why}": "A tanácsadó most nem tud segíteni: {why}",
    "Show the &coach": "&Tanácsadó megjelenítése",
    "&Hint": "&Tipp",
    "The coach is looking at your move…": "A tanácsadó megnézi a lépésedet…",
    "The coach warns you: make the move again to play it anyway.": (
        "A tanácsadó figyelmeztet: ha mégis így lépnél, ismételd meg a lépést."
    ),
    "&Rules of the games": "A játékok &szabályai",
    "{game}, deal {n}": "{game}, {n}. leosztás",
    "There is no unfinished match to continue.": "Nincs folytatható félbehagyott játszma.",
    "The saved match could not be continued: {why}": "A mentett játszmát nem lehet folytatni: {why}",
    # coach panel and rules browser (coach helper)
    "Coach": "Tanácsadó",
    "Hint": "Tipp",
    "Rank every legal move with the computer's search": "A gép végigszámolja és sorba állítja a szabályos lépéseket",
    "Warn me before a clear mistake": "Figyelmeztess, mielőtt nyilvánvaló hibát követek el",
    "Moves, best first — value in expected points for you": "Lépések, a legjobb elöl — várható pontérték neked",
    "Read the rule": "A szabály elolvasása",
    "Game:": "Játék:",
    "Please wait for your turn.": "Várd meg, amíg sorra kerülsz.",
    "You may select at most {n} cards.": "Legfeljebb {n} lapot jelölhetsz ki.",
    "No trick has been played yet.": "Még nem volt ütés.",
    "Last trick: {cards}": "Utolsó ütés: {cards}",
    "Please confirm": "Megerősítés",
    "A match is running. Quit anyway?": "Játszma van folyamatban. Mégis kilépsz?",
    # new match dialog
    "New match": "Új játszma",
    "Deals": "Leosztások száma",
    "Target points": "Célpontszám",
    "Rules": "Szabályok",
    "Match length": "A játszma hossza",
    "Seat {n}": "{n}. hely",
    "Beginner (plays at random)": "Kezdő (véletlenszerűen játszik)",
    "Casual": "Közepes",
    "Good": "Jó",
    "Expert": "Mester",
    "Plays any legal card or bid at random: for learning the rules.": (
        "Bármely szabályos lapot vagy licitet véletlenszerűen választ: a szabályok tanulásához."
    ),
    "Plays by rules of thumb: sober bids, simple card play, no looking ahead.": (
        "Ökölszabályok szerint játszik: józan licit, egyszerű lapjáték, nem számol előre."
    ),
    "Plays its cards by thinking through the hands the others may hold; bids, exchanges and announcements by "
    "rules of thumb.": (
        "A lapjátékban végiggondolja, milyen lapjai lehetnek a többieknek; a licitben, a cserében és a "
        "bemondásokban ökölszabály szerint dönt."
    ),
    "Thinks ahead in everything: bids, exchanges, announcements, kontras and the card play.": (
        "Mindenben előre számol: a licitben, a cserében, a bemondásokban, a kontrákban és a lapjátékban."
    ),
    "Players and computer strength": "Játékosok és a gép erőssége",
    # score sheet
    "Match over": "Vége a játszmának",
    "{game} — deal {n}": "{game} — {n}. leosztás",
    "You win the match!": "Megnyerted a játszmát!",
    "{name} wins the match.": "{name} nyerte a játszmát.",
    "Close": "Bezárás",
    "New match…": "Új játszma…",
    "Next deal": "Következő leosztás",
    "This deal": "Ez a leosztás",
    "Nobody scored.": "Senki sem szerzett pontot.",
    "Deal {n}": "{n}. leosztás",
    "Total": "Összesen",
    "Total (to {n})": "Összesen ({n} pontig)",
    "Match": "Játszma",
    "{names} share first place.": "Holtverseny az első helyen: {names}.",
    "You share first place with {names}.": "Az első helyen holtverseny: te és {names}.",
    "The rules browser is not part of this version yet.": "A szabálygyűjtemény még nem része ennek a változatnak.",
    "Your talon: {cards}. You may look at it until the first card is played (MAUSZ 9. § (2)).": (
        "A talonod: {cards}. Az első lap kijátszásáig megnézheted (MAUSZ 9. § (2))."
    ),
    "your talon": "a talonod",
    # named saves and the autosave (ui2)
    "&Open match…": "Játszma &megnyitása…",
    "Sa&ve match…": "Játszma &mentése…",
    "The last match could not be read; the file was moved to {path}.": (
        "A legutóbbi játszmát nem sikerült beolvasni; a fájl ide került: {path}."
    ),
    "The last match could not be read.": "A legutóbbi játszmát nem sikerült beolvasni.",
    "There is no match to save yet.": "Még nincs menthető játszma.",
    "Save match": "Játszma mentése",
    "Open match": "Játszma megnyitása",
    "cardtable matches (*.json);;All files (*)": "cardtable-játszmák (*.json);;Minden fájl (*)",
    "The match could not be saved.": "A játszmát nem sikerült menteni.",
    "Match saved to {path}": "A játszma elmentve: {path}",
    "This file cannot be opened as a cardtable match.": "Ez a fájl nem nyitható meg cardtable-játszmaként.",
    "This match was saved by a newer version of cardtable and cannot be opened here.": (
        "Ezt a játszmát a cardtable egy újabb változata mentette, ez a változat nem tudja megnyitni."
    ),
    "It was moved, unchanged, to {path}.": "Változatlanul áthelyeztük ide: {path}.",
    "The game you were playing goes on.": "Az eddigi játék folytatódik.",
    # Tarokk
    "Say": "Mondom",
    # a failed bot/coach worker (controller.py)
    "the helper process stopped; a fresh one takes over": "a segédfolyamat leállt; egy új veszi át a helyét",
    "no answer in time; a fresh helper process takes over": (
        "nem jött időben válasz; egy új segédfolyamat veszi át a helyét"
    ),
    "the helper process was restarted": "a segédfolyamat újraindult",
    "{name} could not decide ({why}) and made a safe move.": (
        "{name} nem tudott dönteni ({why}), ezért biztonságos lépést tett."
    ),
    # practice, statistics and the autosave kept (issue 15, items 9, 10, 13)
    "Taking back a move is only possible in a practice match (New match… → Practice match).": (
        "Lépést visszavonni csak gyakorló játszmában lehet (Új játszma… → Gyakorló játszma)."
    ),
    "There is no move of yours to take back in this deal.": "Ebben a leosztásban nincs visszavonható lépésed.",
    "The deal is over and counted; moves are taken back only while a deal is played.": (
        "A leosztás véget ért, és már beszámított; lépést csak leosztás közben lehet visszavonni."
    ),
    "&Take back my move (practice)": "Lépés &visszavonása (gyakorlás)",
    "Statis&tics…": "&Statisztika…",
    "Your move was taken back; this match is marked as played with moves taken back.": (
        "Visszavontad a lépésedet; a játszma meg van jelölve: visszavont lépésekkel játszottad."
    ),
    "Your statistics could not be read; the file was moved to {path}. Counting starts afresh.": (
        "A statisztikádat nem sikerült beolvasni; a fájl ide került: {path}. A számolás elölről kezdődik."
    ),
    "Your statistics could not be read; counting starts afresh.": (
        "A statisztikádat nem sikerült beolvasni; a számolás elölről kezdődik."
    ),
    "Statistics": "Statisztika",
    "Practice match: you may take back your moves (Ctrl+Z)": "Gyakorló játszma: a lépéseidet visszavonhatod (Ctrl+Z)",
    "A match in which a move was taken back is marked so in its saves and in your statistics.": (
        "Ha egy játszmában visszavonsz egy lépést, a mentései és a statisztikád is jelzik ezt."
    ),
    "Mixed levels": "Vegyes erősség",
    "No finished match yet": "Még nincs befejezett játszma",
    "All levels": "Minden erősség",
    "Your total in each of the last matches (newest on the right)": (
        "Az eredményed az utolsó játszmákban (jobb szélen a legutóbbi)"
    ),
    "{matches} matches, {deals} deals": "{matches} játszma, {deals} leosztás",
    "&Computer strength": "A &gép erőssége",
    "No finished deal yet. Play a match, and your results are counted here.": (
        "Még nincs befejezett leosztás. Játssz egy játszmát, és az eredményeid itt összesítődnek."
    ),
    "Matches won": "Nyert játszmák",
    "Deals won": "Nyert leosztások",
    "Points per deal": "Pont leosztásonként",
    "Points in all": "Összes pont",
    "Biggest win": "Legnagyobb nyerés",
    "Biggest loss": "Legnagyobb vesztés",
    "Matches you ended on top (a shared top counts), of all you finished": (
        "Azok a játszmák, amelyeket az élen fejeztél be (holtversenyben is), az összes befejezett közül"
    ),
    "Deals that raised your total, of all you finished": (
        "Azok a leosztások, amelyek növelték a pontjaidat, az összes befejezett közül"
    ),
    "The most points you won in one deal": "Egy leosztásban nyert legtöbb pont",
    "The most points you lost in one deal": "Egy leosztásban vesztett legtöbb pont",
    "Practice matches and deals in which you took back a move (counted above too)": (
        "Gyakorló játszmák és leosztások, amelyekben visszavontál egy lépést (a fenti számokban is benne vannak)"
    ),
    "Green: a match you won; red: one you lost; hatched: with moves taken back. Newest on the right.": (
        "Zöld: megnyert játszma; piros: elvesztett; vonalkázott: visszavont lépésekkel. Jobb szélen a legutóbbi."
    ),
    "With moves taken back": "Visszavont lépésekkel",
    "Contracts you declared": "A vállalásaid",
    "Declared": "Vállalva",
    "Made": "Teljesítve",
    # deal review window and finished tricks (review helper)
    "Tricks: {n}": "Ütések: {n}",
    "Taken by {name}": "Vitte: {name}",
    "Trick {n}": "{n}. ütés",
    "no answer": "nincs válasz",
    "The coach is looking at your decisions: %v of %m": "A tanácsadó nézi a döntéseidet: %v / %m",
    "The coach could not judge {n} of your decisions.": "A tanácsadó {n} döntésedet nem tudta megítélni.",
    "You can step through the deal while the coach looks at it.": (
        "Amíg a tanácsadó dolgozik, már végiglépkedhetsz a leosztáson."
    ),
    "mistake, −{loss}": "hiba, −{loss}",
    "Before the play": "Az első lap előtt",
    "End of the deal": "A leosztás vége",
    "Your move": "A lépésed",
    "forced: the only legal move": "kényszerlépés: ez volt az egyetlen szabályos lépés",
    "The coach could not judge this move: {why}": "A tanácsadó nem tudta megítélni ezt a lépést: {why}",
    "The coach is still looking at this move…": "A tanácsadó még nézi ezt a lépést…",
    "The coach’s best": "A tanácsadó szerint a legjobb",
    "The rule of thumb’s choice": "Az ökölszabály választása",
    "Cost: about {loss} points": "Veszteség: kb. {loss} pont",
    "Review of the deal — {game}": "A leosztás elemzése — {game}",
    "Review of deal {n} — {game}": "{n}. leosztás elemzése — {game}",
    "◀◀ Trick": "◀◀ Ütés",
    "The trick before (Page Up)": "Az előző ütés (Page Up)",
    "◀ Back": "◀ Vissza",
    "One action back (Left)": "Egy lépés vissza (balra nyíl)",
    "On ▶": "Tovább ▶",
    "One action on (Right)": "Egy lépés előre (jobbra nyíl)",
    "Trick ▶▶": "Ütés ▶▶",
    "The next trick (Page Down)": "A következő ütés (Page Down)",
    "Next mistake": "Következő hiba",
    "&Review a deal…": "Leosztás &elemzése…",
    "Finished &tricks": "Lejátszott ü&tések",
    "Gather each trick after a short pause": "Minden ütés rövid szünet után kerüljön le az asztalról",
    "Keep the last trick on the table until I click": "Az utolsó ütés maradjon az asztalon, amíg nem kattintok",
    "Keep every trick on the table until I click": "Minden ütés maradjon az asztalon, amíg nem kattintok",
    "The last trick: click or press a key for the score sheet.": (
        "Az utolsó ütés: kattints vagy nyomj meg egy billentyűt, és jön a játszmalap."
    ),
    "Click or press a key to gather the trick.": "Kattints vagy nyomj meg egy billentyűt, és lekerül az ütés.",
    "Last trick": "Utolsó ütés",
    "Last trick — taken by {name}": "Utolsó ütés — vitte: {name}",
    "Review the deal": "A leosztás elemzése",
    "Review a saved match": "Mentett játszma leosztásának elemzése",
    "No deal of this match has been finished yet.": "Ebben a játszmában még nem ért véget leosztás.",
    # a new match over an unfinished one, the autosave that cannot be written, settings put back (safety)
    "Your match {match} is not finished. Start a new one? The unfinished match is kept as a save: "
    "Game ▸ Open match… brings it back.": (
        "Ez a játszmád még nem ért véget: {match}. Újat kezdesz? A befejezetlen játszma mentésként megmarad, "
        "a Játék ▸ Játszma megnyitása… menüponttal visszahozhatod."
    ),
    "Your match {match} is not finished. Open another one instead? The unfinished match is kept as a save: "
    "Game ▸ Open match… brings it back.": (
        "Ez a játszmád még nem ért véget: {match}. Helyette egy másikat nyitsz meg? A befejezetlen játszma "
        "mentésként megmarad, a Játék ▸ Játszma megnyitása… menüponttal visszahozhatod."
    ),
    "Your unfinished match could not be kept as a save, so nothing replaced it.": (
        "A befejezetlen játszmádat nem sikerült elmenteni, ezért nem került másik a helyére."
    ),
    "Your unfinished match was kept as {path}.": "A befejezetlen játszmád ide került: {path}.",
    "Not saved": "Nincs mentve",
    "Your match is not being saved: {folder} cannot be written.": (
        "A játszmád nem mentődik: ebbe a mappába nem lehet írni: {folder}."
    ),
    "Your match cannot be saved automatically: {folder} cannot be written.": (
        "A játszmádat nem lehet automatikusan menteni: ebbe a mappába nem lehet írni: {folder}."
    ),
    "Play goes on, but if cardtable stops now, this match is lost. Game ▸ Save match… can keep it somewhere else.": (
        "A játék folytatódik, de ha a cardtable most leáll, ez a játszma elvész. A Játék ▸ Játszma mentése… "
        "menüponttal máshová mentheted."
    ),
    "Your settings could not be read, so every setting is back to its default.": (
        "A beállításaidat nem sikerült beolvasni, ezért minden beállítás visszaállt az alapértékre."
    ),
    "Your settings could not be read, so every setting is back to its default; the file was moved to {path}.": (
        "A beállításaidat nem sikerült beolvasni, ezért minden beállítás visszaállt az alapértékre; "
        "a fájl ide került: {path}."
    ),
    "These settings were not valid and are back to their defaults: {names}.": (
        "Ezek a beállítások érvénytelenek voltak, és visszaálltak az alapértékre: {names}."
    ),
    "These settings were not valid and are back to their defaults: {names}. The file as it was is kept at {path}.": (
        "Ezek a beállítások érvénytelenek voltak, és visszaálltak az alapértékre: {names}. "
        "A fájl korábbi változata itt maradt meg: {path}."
    ),
    "Language": "Nyelv",
    "Animation speed": "Animáció sebessége",
    "Pause after each card": "Szünet minden lap után",
    "Announce 20/40 and the king automatically": "20/40 és a király bemondása automatikusan",
    "Explain a refused card": "Magyarázat a szabálytalan laphoz",
    "Window size and place": "Az ablak mérete és helye",
    "Last match": "Legutóbbi játszma",
    "Last game": "Legutóbbi játék",
    "Sound": "Hang",
    "Finished tricks": "Lejátszott ütések",
    "Card size": "Lapméret",
    "Full screen": "Teljes képernyő",
    "Table colour": "Asztal színe",
    "Hungarian cards": "Magyar kártya",
    "French-suited cards": "Francia kártya",
    "Card backs": "Kártyahátlap",
    # Learn (the page, the Help menu, the start screen)
    "Learn": "Tanulás",
    "&Learn: lessons and puzzles": "&Tanulás: leckék és feladványok",
    "Guided deal": "Vezetett leosztás",
    "A guided first deal of %1": "Vezetett első leosztás: %1",
    "A guided first deal": "Vezetett első leosztás",
    "Back": "Vissza",
    "Try this move": "Ezt választom",
    "◀ Step back": "◀ Egy lépést vissza",
    "Next step ▶": "Következő lépés ▶",
    "Puzzle: {title} {n}": "Feladvány: {title} {n}",
    "Lesson: {title}": "Lecke: {title}",
    "Player {n}": "{n}. játékos",
    "Each game's lessons teach one rule at a time; the puzzles have one best play, found by the exact solver with "
    "every hand open. Choose one on the left.": (
        "Minden játék leckéi egyszerre egy szabályt tanítanak; a feladványokban egyetlen legjobb lépés van, amelyet "
        "a pontos kereső talált meg nyílt lapokkal. Válassz egyet a bal oldalon."
    ),
}


def fill(root: ET.Element) -> list[tuple[str, str]]:
    """Write the Hungarian into every message; returns the (context, source) pairs still missing."""
    missing = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            if tr is None:
                tr = ET.SubElement(msg, "translation")
            hu = HU.get((name, src), HU.get(src))
            if hu is not None:
                tr.text = hu
                tr.attrib.pop("type", None)
            elif not tr.text or tr.get("type") == "unfinished":
                missing.append((name, src))
    return missing


def add_extra(root: ET.Element) -> None:
    """Add the contexts lupdate cannot see."""
    known = {c.findtext("name"): c for c in root.iter("context")}
    for name, sources in EXTRA.items():
        ctx = known.get(name)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = name
        have = {m.findtext("source") for m in ctx.iter("message")}
        for src in sources:
            if src not in have:
                msg = ET.SubElement(ctx, "message")
                ET.SubElement(msg, "source").text = src
                ET.SubElement(msg, "translation")
    # lupdate files the wrapper's strings under an empty context, which nothing looks up at run time
    for ctx in list(root.iter("context")):
        if not ctx.findtext("name"):
            root.remove(ctx)


def main() -> int:
    """Collect, fill, write; non-zero if anything is untranslated."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run(
        [str(lupdate), *SOURCES, "-ts", str(TS), "-no-obsolete", "-locations", "none", "-silent"],
        cwd=ROOT,
        check=True,
    )
    tree = ET.parse(TS)
    root = tree.getroot()
    root.set("language", "hu_HU")
    root.set("sourcelanguage", "en_US")
    add_extra(root)
    missing = fill(root)
    used = {(c.findtext("name"), m.findtext("source")) for c in root.iter("context") for m in c.iter("message")}
    dead = [k for k in HU if (k not in used if isinstance(k, tuple) else all(src != k for _, src in used))]
    ET.indent(tree, "    ")
    with open(TS, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    for name, src in missing:
        print(f"untranslated: [{name}] {src!r}")
    for key in dead:  # a Hungarian text no source string asks for any more: delete it, lest a wrong word return
        print(f"dead entry: {key!r}")
    return 1 if missing or dead else 0


if __name__ == "__main__":
    raise SystemExit(main())
