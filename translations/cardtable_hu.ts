<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU" sourcelanguage="en_US">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About cardtable</source>
            <translation>A cardtable névjegye</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>Verzió: %1</translation>
        </message>
        <message>
            <source>Trick-taking card games against computer players, with a coach that explains.</source>
            <translation>Ütésszerző kártyajátékok gépi játékosok ellen, a lépéseket megmagyarázó tanácsadóval.</translation>
        </message>
        <message>
            <source>All card art — faces, backs and icons — is drawn by the program itself.</source>
            <translation>Minden kártyaképet — a lapok elejét, hátát és az ikonokat — maga a program rajzol meg.</translation>
        </message>
        <message>
            <source>Free software under the &lt;a href="%1"&gt;GNU General Public License, version 3 or later&lt;/a&gt;. It comes with no warranty.</source>
            <translation>Szabad szoftver, a &lt;a href="%1"&gt;GNU General Public License 3-as vagy későbbi változata&lt;/a&gt; szerint. Semmilyen garancia nem jár hozzá.</translation>
        </message>
        <message>
            <source>Read the rules of the games</source>
            <translation>A játékok szabályai</translation>
        </message>
    </context>
    <context>
        <name>ActionPanel</name>
        <message>
            <source>Key {n}</source>
            <translation>Billentyű: {n}</translation>
        </message>
        <message>
            <source>Choose what to say</source>
            <translation>Válaszd ki, mit mondasz</translation>
        </message>
        <message>
            <source>Say</source>
            <translation>Mondom</translation>
        </message>
    </context>
    <context>
        <name>CoachBridge</name>
        <message>
            <source>A hint is given when it is your turn.</source>
            <translation>Tippet akkor kapsz, amikor te következel.</translation>
        </message>
        <message>
            <source>The coach is thinking…</source>
            <translation>A tanácsadó gondolkodik…</translation>
        </message>
        <message>
            <source>The coach is looking at your move…</source>
            <translation>A tanácsadó megnézi a lépésedet…</translation>
        </message>
        <message>
            <source>The coach warns you: make the move again to play it anyway.</source>
            <translation>A tanácsadó figyelmeztet: ha mégis így lépnél, ismételd meg a lépést.</translation>
        </message>
        <message>
            <source>The coach could not help here: {why}</source>
            <translation>A tanácsadó most nem tud segíteni: {why}</translation>
        </message>
    </context>
    <context>
        <name>CoachPanel</name>
        <message>
            <source>These cards are equally good: {cards}.</source>
            <translation>Ezek a lapok egyformán jók: {cards}.</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Tanácsadó</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>Rank every legal move with the computer's search</source>
            <translation>A gép végigszámolja és sorba állítja a szabályos lépéseket</translation>
        </message>
        <message>
            <source>Warn me before a clear mistake</source>
            <translation>Figyelmeztess, mielőtt nyilvánvaló hibát követek el</translation>
        </message>
        <message>
            <source>Moves, best first — value in expected points for you</source>
            <translation>Lépések, a legjobb elöl — várható pontérték neked</translation>
        </message>
        <message>
            <source>Read the rule</source>
            <translation>A szabály elolvasása</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>{name} could not decide ({why}) and made a safe move.</source>
            <translation>{name} nem tudott dönteni ({why}), ezért biztonságos lépést tett.</translation>
        </message>
        <message>
            <source>Taking back a move is only possible in a practice match (New match… → Practice match).</source>
            <translation>Lépést visszavonni csak gyakorló játszmában lehet (Új játszma… → Gyakorló játszma).</translation>
        </message>
        <message>
            <source>The deal is over and counted; moves are taken back only while a deal is played.</source>
            <translation>A leosztás véget ért, és már beszámított; lépést csak leosztás közben lehet visszavonni.</translation>
        </message>
        <message>
            <source>There is no move of yours to take back in this deal.</source>
            <translation>Ebben a leosztásban nincs visszavonható lépésed.</translation>
        </message>
    </context>
    <context>
        <name>KeyboardHelp</name>
        <message>
            <source>← →</source>
            <translation>← →</translation>
        </message>
        <message>
            <source>Move along your hand; the cards you laid face up in front of you come after it.</source>
            <translation>Lépkedés a lapjaidon; az eléd kitett lapok utánuk következnek.</translation>
        </message>
        <message>
            <source>Home, End</source>
            <translation>Home, End</translation>
        </message>
        <message>
            <source>The first or the last card.</source>
            <translation>Az első vagy az utolsó lap.</translation>
        </message>
        <message>
            <source>Enter or Space</source>
            <translation>Enter vagy szóköz</translation>
        </message>
        <message>
            <source>Play the card. When cards are to be chosen (a discard, Ulti's talon, NJET's pass, MÜ's bid) it selects the card, or takes it back out.</source>
            <translation>Kijátssza a lapot. Ha lapokat kell kiválasztanod (eldobás, az ulti talonja, NJET-ben a továbbadás, MÜ-ben a licit), kijelöli a lapot, vagy leveszi róla a jelölést.</translation>
        </message>
        <message>
            <source>1 … 9</source>
            <translation>1 … 9</translation>
        </message>
        <message>
            <source>Press the action bar's buttons, counted from the left: Pass, Hold, a bid, Discard, Next deal… Each button's tooltip says its key.</source>
            <translation>Megnyomja a lenti sáv gombjait, balról számolva: Passz, Tartom, egy licit, Eldobás, Következő leosztás… Minden gomb súgója megmondja a billentyűjét.</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Shift+Tab</translation>
        </message>
        <message>
            <source>Go through the action bar's controls, the bid composer's parts and the game's board, and back.</source>
            <translation>Végigmegy a sáv vezérlőin, a licitösszeállító részein és a játék tábláján, majd vissza.</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Back to your hand from anywhere in the window.</source>
            <translation>Vissza a lapjaidhoz, az ablakban bárhonnan.</translation>
        </message>
        <message>
            <source>↑ ↓ in a list</source>
            <translation>↑ ↓ egy listában</translation>
        </message>
        <message>
            <source>Choose an entry (a long list of bids or words); then Tab to Say and Space.</source>
            <translation>Kiválaszt egy sort (hosszú licit- vagy bemondáslistában); utána Tab a Mondom gombig, és szóköz.</translation>
        </message>
        <message>
            <source>Ulti's bids</source>
            <translation>Licit az ultiban</translation>
        </message>
        <message>
            <source>Tab through the parts: Space ticks piros, ulti or 4 ász, the arrow keys pick no 100, 40-100 or 20-100 and the betli or durchmars grade, or choose a whole bid from All legal bids with ↑ ↓; then the Bid button (Space, or its digit).</source>
            <translation>Tabbal a részeken végig: szóköz jelöli be a pirosat, az ultit vagy a 4 ászt, a nyílbillentyűk választanak a nincs száz, 40-100 és 20-100 közül és a betli vagy durchmars fokozatából; vagy ↑ ↓ egy egész licitet a Minden szabályos licit listából; végül a Licit gomb (szóköz vagy a száma).</translation>
        </message>
        <message>
            <source>NJET's board</source>
            <translation>Az NJET táblája</translation>
        </message>
        <message>
            <source>Tab to the board; the arrow keys move over the spaces you may cover, Enter covers one.</source>
            <translation>Tab a tábláig; a nyílbillentyűk a letakarható mezőkön lépkednek, Enter letakarja az egyiket.</translation>
        </message>
        <message>
            <source>Was sticht?'s rows</source>
            <translation>A Was sticht? sorai</translation>
        </message>
        <message>
            <source>Tab to the board; the arrow keys move over the cards and task cards you may take; Enter takes one.</source>
            <translation>Tab a tábláig; a nyílbillentyűk az elvehető lapokon és feladatkártyákon lépkednek; Enter elveszi az egyiket.</translation>
        </message>
        <message>
            <source>MÜ's auction</source>
            <translation>A MÜ aukciója</translation>
        </message>
        <message>
            <source>Select the cards to lay face up with Enter on the hand, then Done or Pass with its digit.</source>
            <translation>A kiteendő lapokat Enterrel jelölöd ki a kezedben, utána az Ennyi vagy a Passz a számával.</translation>
        </message>
        <message>
            <source>Meinz's claims</source>
            <translation>Lefoglalás a Meinzben</translation>
        </message>
        <message>
            <source>Claim or Pass with its digit. After a trick you took: Tab to the trick's cards, the arrow keys to the one to take, Space; the same for the card to give; then the exchange button.</source>
            <translation>Meinz! vagy Passz a számával. Ha te vitted az ütést: Tab az ütés lapjaihoz, nyílbillentyűkkel a kivenni kívánthoz, szóköz; ugyanígy a beadandó lap; végül a csere gombja.</translation>
        </message>
        <message>
            <source>A finished trick</source>
            <translation>Befejezett ütés</translation>
        </message>
        <message>
            <source>Any key gathers the trick that waits on the table.</source>
            <translation>Bármely billentyű összeszedi az asztalon váró ütést.</translation>
        </message>
        <message>
            <source>The score sheet</source>
            <translation>A játszmalap</translation>
        </message>
        <message>
            <source>Enter deals the next deal (or starts a new match), Esc closes the sheet.</source>
            <translation>Enter: következő leosztás (vagy új játszma), Esc: bezárja a lapot.</translation>
        </message>
        <message>
            <source>Dialogs</source>
            <translation>Párbeszédablakok</translation>
        </message>
        <message>
            <source>Tab between the fields, Space or Enter presses a button, Esc cancels.</source>
            <translation>Tab a mezők között, szóköz vagy Enter megnyom egy gombot, Esc mégse.</translation>
        </message>
        <message>
            <source>Alt + a letter</source>
            <translation>Alt + egy betű</translation>
        </message>
        <message>
            <source>Open a menu by its underlined letter.</source>
            <translation>Megnyit egy menüt az aláhúzott betűjével.</translation>
        </message>
        <message>
            <source>Your hand and the action bar</source>
            <translation>A lapjaid és a lenti sáv</translation>
        </message>
        <message>
            <source>The games' own controls</source>
            <translation>A játékok saját vezérlői</translation>
        </message>
        <message>
            <source>The window</source>
            <translation>Az ablak</translation>
        </message>
        <message>
            <source>Keyboard</source>
            <translation>Billentyűzet</translation>
        </message>
    </context>
    <context>
        <name>LastTrickDisplay</name>
        <message>
            <source>No trick has been played yet.</source>
            <translation>Még nem volt ütés.</translation>
        </message>
        <message>
            <source>Last trick</source>
            <translation>Utolsó ütés</translation>
        </message>
        <message>
            <source>Last trick — taken by {name}</source>
            <translation>Utolsó ütés — vitte: {name}</translation>
        </message>
        <message>
            <source>Last trick: {cards}</source>
            <translation>Utolsó ütés: {cards}</translation>
        </message>
    </context>
    <context>
        <name>LearnPage</name>
        <message>
            <source>Puzzle: {title} {n}</source>
            <translation>Feladvány: {title} {n}</translation>
        </message>
        <message>
            <source>Lesson: {title}</source>
            <translation>Lecke: {title}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Te</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>{n}. játékos</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Vissza</translation>
        </message>
        <message>
            <source>A guided first deal</source>
            <translation>Vezetett első leosztás</translation>
        </message>
        <message>
            <source>Try this move</source>
            <translation>Ezt választom</translation>
        </message>
        <message>
            <source>◀ Step back</source>
            <translation>◀ Egy lépést vissza</translation>
        </message>
        <message>
            <source>Next step ▶</source>
            <translation>Következő lépés ▶</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Tanulás</translation>
        </message>
        <message>
            <source>Each game's lessons teach one rule at a time; the puzzles have one best play, found by the exact solver with every hand open. Choose one on the left.</source>
            <translation>Minden játék leckéi egyszerre egy szabályt tanítanak; a feladványokban egyetlen legjobb lépés van, amelyet a pontos kereső talált meg nyílt lapokkal. Válassz egyet a bal oldalon.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Coach</source>
            <translation>Tanácsadó</translation>
        </message>
        <message>
            <source>Your move was taken back; this match is marked as played with moves taken back.</source>
            <translation>Visszavontad a lépésedet; a játszma meg van jelölve: visszavont lépésekkel játszottad.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>A leosztásnak vége.</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Cél</translation>
        </message>
        <message>
            <source>{n} points</source>
            <translation>{n} pont</translation>
        </message>
        <message>
            <source>The saved match could not be continued: {why}</source>
            <translation>A mentett játszmát nem lehet folytatni: {why}</translation>
        </message>
        <message>
            <source>The rules browser is not part of this version yet.</source>
            <translation>A szabálygyűjtemény még nem része ennek a változatnak.</translation>
        </message>
        <message>
            <source>cardtable — trick-taking card games</source>
            <translation>cardtable — ütésszerző kártyajátékok</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Kártyaasztal</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} gondolkodik…</translation>
        </message>
        <message>
            <source>The last trick: click or press a key for the score sheet.</source>
            <translation>Az utolsó ütés: kattints vagy nyomj meg egy billentyűt, és jön a játszmalap.</translation>
        </message>
        <message>
            <source>Click or press a key to gather the trick.</source>
            <translation>Kattints vagy nyomj meg egy billentyűt, és lekerül az ütés.</translation>
        </message>
        <message>
            <source>The match is over.</source>
            <translation>A játszmának vége.</translation>
        </message>
        <message>
            <source>New match…</source>
            <translation>Új játszma…</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Következő leosztás</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Játszmalap</translation>
        </message>
        <message>
            <source>Review the deal</source>
            <translation>A leosztás elemzése</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Hiba történt</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Játék</translation>
        </message>
        <message>
            <source>, to move</source>
            <translation>, ő következik</translation>
        </message>
        <message>
            <source>{name}, {score} points{turn}</source>
            <translation>{name}, {score} pont{turn}</translation>
        </message>
        <message>
            <source>On the table: {cards}</source>
            <translation>Az asztalon: {cards}</translation>
        </message>
        <message>
            <source>Your hand: {cards}</source>
            <translation>A lapjaid: {cards}</translation>
        </message>
        <message>
            <source>{card}, card {n} of {count}</source>
            <translation>{card}, {n}. lap ({count} közül)</translation>
        </message>
        <message>
            <source>, selected</source>
            <translation>, kijelölve</translation>
        </message>
        <message>
            <source>It cannot be played now.</source>
            <translation>Most nem játszhatod ki.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Leosztás</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Te</translation>
        </message>
        <message>
            <source>No deal of this match has been finished yet.</source>
            <translation>Ebben a játszmában még nem ért véget leosztás.</translation>
        </message>
        <message>
            <source>Please confirm</source>
            <translation>Megerősítés</translation>
        </message>
        <message>
            <source>A match is running. Quit anyway?</source>
            <translation>Játszma van folyamatban. Mégis kilépsz?</translation>
        </message>
    </context>
    <context>
        <name>MatchFiles</name>
        <message>
            <source>{game}, deal {n}</source>
            <translation>{game}, {n}. leosztás</translation>
        </message>
        <message>
            <source>Your match {match} is not finished. Start a new one? The unfinished match is kept as a save: Game ▸ Open match… brings it back.</source>
            <translation>Ez a játszmád még nem ért véget: {match}. Újat kezdesz? A befejezetlen játszma mentésként megmarad, a Játék ▸ Játszma megnyitása… menüponttal visszahozhatod.</translation>
        </message>
        <message>
            <source>Your match {match} is not finished. Open another one instead? The unfinished match is kept as a save: Game ▸ Open match… brings it back.</source>
            <translation>Ez a játszmád még nem ért véget: {match}. Helyette egy másikat nyitsz meg? A befejezetlen játszma mentésként megmarad, a Játék ▸ Játszma megnyitása… menüponttal visszahozhatod.</translation>
        </message>
        <message>
            <source>Your unfinished match could not be kept as a save, so nothing replaced it.</source>
            <translation>A befejezetlen játszmádat nem sikerült elmenteni, ezért nem került másik a helyére.</translation>
        </message>
        <message>
            <source>Your unfinished match was kept as {path}.</source>
            <translation>A befejezetlen játszmád ide került: {path}.</translation>
        </message>
        <message>
            <source>Not saved</source>
            <translation>Nincs mentve</translation>
        </message>
        <message>
            <source>Your match is not being saved: {folder} cannot be written.</source>
            <translation>A játszmád nem mentődik: ebbe a mappába nem lehet írni: {folder}.</translation>
        </message>
        <message>
            <source>Your match cannot be saved automatically: {folder} cannot be written.</source>
            <translation>A játszmádat nem lehet automatikusan menteni: ebbe a mappába nem lehet írni: {folder}.</translation>
        </message>
        <message>
            <source>Play goes on, but if cardtable stops now, this match is lost. Game ▸ Save match… can keep it somewhere else.</source>
            <translation>A játék folytatódik, de ha a cardtable most leáll, ez a játszma elvész. A Játék ▸ Játszma mentése… menüponttal máshová mentheted.</translation>
        </message>
        <message>
            <source>The last match could not be read; the file was moved to {path}.</source>
            <translation>A legutóbbi játszmát nem sikerült beolvasni; a fájl ide került: {path}.</translation>
        </message>
        <message>
            <source>The last match could not be read.</source>
            <translation>A legutóbbi játszmát nem sikerült beolvasni.</translation>
        </message>
        <message>
            <source>Your statistics could not be read; the file was moved to {path}. Counting starts afresh.</source>
            <translation>A statisztikádat nem sikerült beolvasni; a fájl ide került: {path}. A számolás elölről kezdődik.</translation>
        </message>
        <message>
            <source>Your statistics could not be read; counting starts afresh.</source>
            <translation>A statisztikádat nem sikerült beolvasni; a számolás elölről kezdődik.</translation>
        </message>
        <message>
            <source>There is no unfinished match to continue.</source>
            <translation>Nincs folytatható félbehagyott játszma.</translation>
        </message>
        <message>
            <source>cardtable matches (*.json);;All files (*)</source>
            <translation>cardtable-játszmák (*.json);;Minden fájl (*)</translation>
        </message>
        <message>
            <source>There is no match to save yet.</source>
            <translation>Még nincs menthető játszma.</translation>
        </message>
        <message>
            <source>Save match</source>
            <translation>Játszma mentése</translation>
        </message>
        <message>
            <source>The match could not be saved.</source>
            <translation>A játszmát nem sikerült menteni.</translation>
        </message>
        <message>
            <source>Match saved to {path}</source>
            <translation>A játszma elmentve: {path}</translation>
        </message>
        <message>
            <source>Open match</source>
            <translation>Játszma megnyitása</translation>
        </message>
        <message>
            <source>This file cannot be opened as a cardtable match.</source>
            <translation>Ez a fájl nem nyitható meg cardtable-játszmaként.</translation>
        </message>
        <message>
            <source>This match was saved by a newer version of cardtable and cannot be opened here.</source>
            <translation>Ezt a játszmát a cardtable egy újabb változata mentette, ez a változat nem tudja megnyitni.</translation>
        </message>
        <message>
            <source>It was moved, unchanged, to {path}.</source>
            <translation>Változatlanul áthelyeztük ide: {path}.</translation>
        </message>
        <message>
            <source>Review a saved match</source>
            <translation>Mentett játszma leosztásának elemzése</translation>
        </message>
        <message>
            <source>cardtable</source>
            <translation>cardtable</translation>
        </message>
        <message>
            <source>The game you were playing goes on.</source>
            <translation>Az eddigi játék folytatódik.</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Játék</translation>
        </message>
        <message>
            <source>&amp;New match…</source>
            <translation>Ú&amp;j játszma…</translation>
        </message>
        <message>
            <source>&amp;Restart deal</source>
            <translation>Leosztás ú&amp;rakezdése</translation>
        </message>
        <message>
            <source>&amp;Open match…</source>
            <translation>Játszma &amp;megnyitása…</translation>
        </message>
        <message>
            <source>Sa&amp;ve match…</source>
            <translation>Játszma &amp;mentése…</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Utolsó ütés</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>Játszma&amp;lap</translation>
        </message>
        <message>
            <source>&amp;Review a deal…</source>
            <translation>Leosztás &amp;elemzése…</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>&amp;Take back my move (practice)</source>
            <translation>Lépés &amp;visszavonása (gyakorlás)</translation>
        </message>
        <message>
            <source>Statis&amp;tics…</source>
            <translation>&amp;Statisztika…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Kilépés</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Nézet</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Teljes képernyő</translation>
        </message>
        <message>
            <source>Larger cards</source>
            <translation>Nagyobb lapok</translation>
        </message>
        <message>
            <source>Smaller cards</source>
            <translation>Kisebb lapok</translation>
        </message>
        <message>
            <source>Cards at their usual size</source>
            <translation>Lapok szokásos méretben</translation>
        </message>
        <message>
            <source>Table &amp;colour</source>
            <translation>&amp;Asztal színe</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Zöld</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Kék</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Bordó</translation>
        </message>
        <message>
            <source>Grey</source>
            <translation>Szürke</translation>
        </message>
        <message>
            <source>&amp;Hungarian cards</source>
            <translation>&amp;Magyar kártya</translation>
        </message>
        <message>
            <source>Classic, with figures</source>
            <translation>Klasszikus, figurákkal</translation>
        </message>
        <message>
            <source>Simple, with large indices</source>
            <translation>Egyszerű, nagy sarokjelzéssel</translation>
        </message>
        <message>
            <source>&amp;French-suited cards</source>
            <translation>&amp;Francia kártya</translation>
        </message>
        <message>
            <source>Red and black</source>
            <translation>Piros és fekete</translation>
        </message>
        <message>
            <source>Four colours (blue diamonds, green clubs)</source>
            <translation>Négyszínű (kék káró, zöld treff)</translation>
        </message>
        <message>
            <source>Card &amp;backs</source>
            <translation>Kártya&amp;hátlap</translation>
        </message>
        <message>
            <source>Each deck's own</source>
            <translation>A pakli saját hátlapja</translation>
        </message>
        <message>
            <source>Tartan</source>
            <translation>Skót kocka</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>Hullámok</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Beállítások</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Nyelv</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Animáció sebessége</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Azonnali</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Gyors</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normál</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lassú</translation>
        </message>
        <message>
            <source>&amp;Pause after each card</source>
            <translation>&amp;Szünet minden lap után</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Nincs</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Rövid</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Hosszú</translation>
        </message>
        <message>
            <source>Finished &amp;tricks</source>
            <translation>Lejátszott ü&amp;tések</translation>
        </message>
        <message>
            <source>Gather each trick after a short pause</source>
            <translation>Minden ütés rövid szünet után kerüljön le az asztalról</translation>
        </message>
        <message>
            <source>Keep the last trick on the table until I click</source>
            <translation>Az utolsó ütés maradjon az asztalon, amíg nem kattintok</translation>
        </message>
        <message>
            <source>Keep every trick on the table until I click</source>
            <translation>Minden ütés maradjon az asztalon, amíg nem kattintok</translation>
        </message>
        <message>
            <source>Announce 20/40 and the king &amp;automatically</source>
            <translation>20/40 és a király bemondása &amp;automatikusan</translation>
        </message>
        <message>
            <source>Show the &amp;coach</source>
            <translation>&amp;Tanácsadó megjelenítése</translation>
        </message>
        <message>
            <source>&amp;Sounds</source>
            <translation>&amp;Hangok</translation>
        </message>
        <message>
            <source>&amp;Sounds (this computer has no sound player we can use)</source>
            <translation>&amp;Hangok (ezen a gépen nincs használható hanglejátszó)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Súgó</translation>
        </message>
        <message>
            <source>&amp;Rules of the games</source>
            <translation>A játékok &amp;szabályai</translation>
        </message>
        <message>
            <source>&amp;Learn: lessons and puzzles</source>
            <translation>&amp;Tanulás: leckék és feladványok</translation>
        </message>
        <message>
            <source>&amp;Keyboard</source>
            <translation>&amp;Billentyűzet</translation>
        </message>
        <message>
            <source>&amp;About cardtable</source>
            <translation>A cardtable &amp;névjegye</translation>
        </message>
    </context>
    <context>
        <name>NewMatchDialog</name>
        <message>
            <source>New match</source>
            <translation>Új játszma</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Leosztások száma</translation>
        </message>
        <message>
            <source>Target points</source>
            <translation>Célpontszám</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Játék</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Szabályok</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Játékosok</translation>
        </message>
        <message>
            <source>Match length</source>
            <translation>A játszma hossza</translation>
        </message>
        <message>
            <source>Rule options</source>
            <translation>Szabályváltozatok</translation>
        </message>
        <message>
            <source>Players and computer strength</source>
            <translation>Játékosok és a gép erőssége</translation>
        </message>
        <message>
            <source>Practice match: you may take back your moves (Ctrl+Z)</source>
            <translation>Gyakorló játszma: a lépéseidet visszavonhatod (Ctrl+Z)</translation>
        </message>
        <message>
            <source>A match in which a move was taken back is marked so in its saves and in your statistics.</source>
            <translation>Ha egy játszmában visszavonsz egy lépést, a mentései és a statisztikád is jelzik ezt.</translation>
        </message>
        <message>
            <source>The game's own length (as its rules say)</source>
            <translation>A játék saját hossza (ahogy a szabálya mondja)</translation>
        </message>
        <message>
            <source>Beginner (plays at random)</source>
            <translation>Kezdő (véletlenszerűen játszik)</translation>
        </message>
        <message>
            <source>Casual</source>
            <translation>Közepes</translation>
        </message>
        <message>
            <source>Good</source>
            <translation>Jó</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Mester</translation>
        </message>
        <message>
            <source>Plays any legal card or bid at random: for learning the rules.</source>
            <translation>Bármely szabályos lapot vagy licitet véletlenszerűen választ: a szabályok tanulásához.</translation>
        </message>
        <message>
            <source>Plays by rules of thumb: sober bids, simple card play, no looking ahead.</source>
            <translation>Ökölszabályok szerint játszik: józan licit, egyszerű lapjáték, nem számol előre.</translation>
        </message>
        <message>
            <source>Plays its cards by thinking through the hands the others may hold; bids, exchanges and announcements by rules of thumb.</source>
            <translation>A lapjátékban végiggondolja, milyen lapjai lehetnek a többieknek; a licitben, a cserében és a bemondásokban ökölszabály szerint dönt.</translation>
        </message>
        <message>
            <source>Thinks ahead in everything: bids, exchanges, announcements, kontras and the card play.</source>
            <translation>Mindenben előre számol: a licitben, a cserében, a bemondásokban, a kontrákban és a lapjátékban.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Te</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>{n}. hely</translation>
        </message>
        <message>
            <source>you</source>
            <translation>te</translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Language</source>
            <translation>Nyelv</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animáció sebessége</translation>
        </message>
        <message>
            <source>Pause after each card</source>
            <translation>Szünet minden lap után</translation>
        </message>
        <message>
            <source>Announce 20/40 and the king automatically</source>
            <translation>20/40 és a király bemondása automatikusan</translation>
        </message>
        <message>
            <source>Explain a refused card</source>
            <translation>Magyarázat a szabálytalan laphoz</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Tanácsadó</translation>
        </message>
        <message>
            <source>Window size and place</source>
            <translation>Az ablak mérete és helye</translation>
        </message>
        <message>
            <source>Last match</source>
            <translation>Legutóbbi játszma</translation>
        </message>
        <message>
            <source>Last game</source>
            <translation>Legutóbbi játék</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Hang</translation>
        </message>
        <message>
            <source>Finished tricks</source>
            <translation>Lejátszott ütések</translation>
        </message>
        <message>
            <source>Card size</source>
            <translation>Lapméret</translation>
        </message>
        <message>
            <source>Full screen</source>
            <translation>Teljes képernyő</translation>
        </message>
        <message>
            <source>Table colour</source>
            <translation>Asztal színe</translation>
        </message>
        <message>
            <source>Hungarian cards</source>
            <translation>Magyar kártya</translation>
        </message>
        <message>
            <source>French-suited cards</source>
            <translation>Francia kártya</translation>
        </message>
        <message>
            <source>Card backs</source>
            <translation>Kártyahátlap</translation>
        </message>
        <message>
            <source>Your settings could not be read, so every setting is back to its default.</source>
            <translation>A beállításaidat nem sikerült beolvasni, ezért minden beállítás visszaállt az alapértékre.</translation>
        </message>
        <message>
            <source>Your settings could not be read, so every setting is back to its default; the file was moved to {path}.</source>
            <translation>A beállításaidat nem sikerült beolvasni, ezért minden beállítás visszaállt az alapértékre; a fájl ide került: {path}.</translation>
        </message>
        <message>
            <source>These settings were not valid and are back to their defaults: {names}.</source>
            <translation>Ezek a beállítások érvénytelenek voltak, és visszaálltak az alapértékre: {names}.</translation>
        </message>
        <message>
            <source>These settings were not valid and are back to their defaults: {names}. The file as it was is kept at {path}.</source>
            <translation>Ezek a beállítások érvénytelenek voltak, és visszaálltak az alapértékre: {names}. A fájl korábbi változata itt maradt meg: {path}.</translation>
        </message>
    </context>
    <context>
        <name>ProcessBotRunner</name>
        <message>
            <source>the helper process stopped; a fresh one takes over</source>
            <translation>a segédfolyamat leállt; egy új veszi át a helyét</translation>
        </message>
        <message>
            <source>no answer in time; a fresh helper process takes over</source>
            <translation>nem jött időben válasz; egy új segédfolyamat veszi át a helyét</translation>
        </message>
        <message>
            <source>the helper process was restarted</source>
            <translation>a segédfolyamat újraindult</translation>
        </message>
    </context>
    <context>
        <name>ReviewBoard</name>
        <message>
            <source>Tricks: {n}</source>
            <translation>Ütések: {n}</translation>
        </message>
        <message>
            <source>Taken by {name}</source>
            <translation>Vitte: {name}</translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>{n}. ütés</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>no answer</source>
            <translation>nincs válasz</translation>
        </message>
        <message>
            <source>The coach is looking at your decisions: %v of %m</source>
            <translation>A tanácsadó nézi a döntéseidet: %v / %m</translation>
        </message>
        <message>
            <source>The coach could not judge {n} of your decisions.</source>
            <translation>A tanácsadó {n} döntésedet nem tudta megítélni.</translation>
        </message>
        <message>
            <source>You can step through the deal while the coach looks at it.</source>
            <translation>Amíg a tanácsadó dolgozik, már végiglépkedhetsz a leosztáson.</translation>
        </message>
        <message>
            <source>mistake, −{loss}</source>
            <translation>hiba, −{loss}</translation>
        </message>
        <message>
            <source>Trick {n}</source>
            <translation>{n}. ütés</translation>
        </message>
        <message>
            <source>Before the play</source>
            <translation>Az első lap előtt</translation>
        </message>
        <message>
            <source>End of the deal</source>
            <translation>A leosztás vége</translation>
        </message>
        <message>
            <source>Your move</source>
            <translation>A lépésed</translation>
        </message>
        <message>
            <source>forced: the only legal move</source>
            <translation>kényszerlépés: ez volt az egyetlen szabályos lépés</translation>
        </message>
        <message>
            <source>The coach could not judge this move: {why}</source>
            <translation>A tanácsadó nem tudta megítélni ezt a lépést: {why}</translation>
        </message>
        <message>
            <source>The coach is still looking at this move…</source>
            <translation>A tanácsadó még nézi ezt a lépést…</translation>
        </message>
        <message>
            <source>The coach’s best</source>
            <translation>A tanácsadó szerint a legjobb</translation>
        </message>
        <message>
            <source>The rule of thumb’s choice</source>
            <translation>Az ökölszabály választása</translation>
        </message>
        <message>
            <source>Cost: about {loss} points</source>
            <translation>Veszteség: kb. {loss} pont</translation>
        </message>
        <message>
            <source>Review of the deal — {game}</source>
            <translation>A leosztás elemzése — {game}</translation>
        </message>
        <message>
            <source>Review of deal {n} — {game}</source>
            <translation>{n}. leosztás elemzése — {game}</translation>
        </message>
        <message>
            <source>◀◀ Trick</source>
            <translation>◀◀ Ütés</translation>
        </message>
        <message>
            <source>The trick before (Page Up)</source>
            <translation>Az előző ütés (Page Up)</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation>◀ Vissza</translation>
        </message>
        <message>
            <source>One action back (Left)</source>
            <translation>Egy lépés vissza (balra nyíl)</translation>
        </message>
        <message>
            <source>On ▶</source>
            <translation>Tovább ▶</translation>
        </message>
        <message>
            <source>One action on (Right)</source>
            <translation>Egy lépés előre (jobbra nyíl)</translation>
        </message>
        <message>
            <source>Trick ▶▶</source>
            <translation>Ütés ▶▶</translation>
        </message>
        <message>
            <source>The next trick (Page Down)</source>
            <translation>A következő ütés (Page Down)</translation>
        </message>
        <message>
            <source>Next mistake</source>
            <translation>Következő hiba</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Bezárás</translation>
        </message>
    </context>
    <context>
        <name>RulesBrowser</name>
        <message>
            <source>Rules</source>
            <translation>Szabályok</translation>
        </message>
    </context>
    <context>
        <name>RulesView</name>
        <message>
            <source>Game:</source>
            <translation>Játék:</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Match over</source>
            <translation>Vége a játszmának</translation>
        </message>
        <message>
            <source>{game} — deal {n}</source>
            <translation>{game} — {n}. leosztás</translation>
        </message>
        <message>
            <source>Deal {n} is being played: the totals below are from the finished deals.</source>
            <translation>Folyik a játszma {n}. leosztása: az alábbi összegek a befejezett leosztásokéi.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Ez a leosztás</translation>
        </message>
        <message>
            <source>Nobody scored.</source>
            <translation>Senki sem szerzett pontot.</translation>
        </message>
        <message>
            <source>You share first place with {names}.</source>
            <translation>Az első helyen holtverseny: te és {names}.</translation>
        </message>
        <message>
            <source>{names} share first place.</source>
            <translation>Holtverseny az első helyen: {names}.</translation>
        </message>
        <message>
            <source>You win the match!</source>
            <translation>Megnyerted a játszmát!</translation>
        </message>
        <message>
            <source>{name} wins the match.</source>
            <translation>{name} nyerte a játszmát.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Bezárás</translation>
        </message>
        <message>
            <source>Review the deal</source>
            <translation>A leosztás elemzése</translation>
        </message>
        <message>
            <source>New match…</source>
            <translation>Új játszma…</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Következő leosztás</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Te</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>{n}. leosztás</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Összesen</translation>
        </message>
        <message>
            <source>Total (to {n})</source>
            <translation>Összesen ({n} pontig)</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Játszma</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>cardtable</source>
            <translation>cardtable</translation>
        </message>
        <message>
            <source>Welcome to the card table</source>
            <translation>Üdv a kártyaasztalnál!</translation>
        </message>
        <message>
            <source>Trick-taking card games against the computer, with a coach at your side when you want one.</source>
            <translation>Ütésszerző kártyajátékok a számítógép ellen — ha kéred, tanácsadó is segít.</translation>
        </message>
        <message>
            <source>Continue last match</source>
            <translation>Legutóbbi játszma folytatása</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statisztika</translation>
        </message>
        <message>
            <source>Learn</source>
            <translation>Tanulás</translation>
        </message>
        <message>
            <source>CHOOSE A GAME</source>
            <translation>VÁLASSZ JÁTÉKOT</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Játék</translation>
        </message>
        <message>
            <source>Play %1</source>
            <translation>Játék: %1</translation>
        </message>
        <message>
            <source>Guided deal</source>
            <translation>Vezetett leosztás</translation>
        </message>
        <message>
            <source>A guided first deal of %1</source>
            <translation>Vezetett első leosztás: %1</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Szabályok</translation>
        </message>
        <message>
            <source>Rules of %1</source>
            <translation>Szabályok: %1</translation>
        </message>
        <message>
            <source>No match in progress — choose a game below.</source>
            <translation>Nincs félbehagyott játszma — válassz alább egy játékot.</translation>
        </message>
    </context>
    <context>
        <name>StatsDialog</name>
        <message>
            <source>Mixed levels</source>
            <translation>Vegyes erősség</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Minden erősség</translation>
        </message>
        <message>
            <source>Your total in each of the last matches (newest on the right)</source>
            <translation>Az eredményed az utolsó játszmákban (jobb szélen a legutóbbi)</translation>
        </message>
        <message>
            <source>{matches} matches, {deals} deals</source>
            <translation>{matches} játszma, {deals} leosztás</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statisztika</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Játék</translation>
        </message>
        <message>
            <source>&amp;Computer strength</source>
            <translation>A &amp;gép erőssége</translation>
        </message>
        <message>
            <source>No finished deal yet. Play a match, and your results are counted here.</source>
            <translation>Még nincs befejezett leosztás. Játssz egy játszmát, és az eredményeid itt összesítődnek.</translation>
        </message>
        <message>
            <source>Matches won</source>
            <translation>Nyert játszmák</translation>
        </message>
        <message>
            <source>Deals won</source>
            <translation>Nyert leosztások</translation>
        </message>
        <message>
            <source>Biggest win</source>
            <translation>Legnagyobb nyerés</translation>
        </message>
        <message>
            <source>Biggest loss</source>
            <translation>Legnagyobb vesztés</translation>
        </message>
        <message>
            <source>Points per deal</source>
            <translation>Pont leosztásonként</translation>
        </message>
        <message>
            <source>Points in all</source>
            <translation>Összes pont</translation>
        </message>
        <message>
            <source>With moves taken back</source>
            <translation>Visszavont lépésekkel</translation>
        </message>
        <message>
            <source>Matches you ended on top (a shared top counts), of all you finished</source>
            <translation>Azok a játszmák, amelyeket az élen fejeztél be (holtversenyben is), az összes befejezett közül</translation>
        </message>
        <message>
            <source>Deals that raised your total, of all you finished</source>
            <translation>Azok a leosztások, amelyek növelték a pontjaidat, az összes befejezett közül</translation>
        </message>
        <message>
            <source>The most points you won in one deal</source>
            <translation>Egy leosztásban nyert legtöbb pont</translation>
        </message>
        <message>
            <source>The most points you lost in one deal</source>
            <translation>Egy leosztásban vesztett legtöbb pont</translation>
        </message>
        <message>
            <source>Practice matches and deals in which you took back a move (counted above too)</source>
            <translation>Gyakorló játszmák és leosztások, amelyekben visszavontál egy lépést (a fenti számokban is benne vannak)</translation>
        </message>
        <message>
            <source>Contracts you declared</source>
            <translation>A vállalásaid</translation>
        </message>
        <message>
            <source>Green: a match you won; red: one you lost; hatched: with moves taken back. Newest on the right.</source>
            <translation>Zöld: megnyert játszma; piros: elvesztett; vonalkázott: visszavont lépésekkel. Jobb szélen a legutóbbi.</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Vállalás</translation>
        </message>
        <message>
            <source>Declared</source>
            <translation>Vállalva</translation>
        </message>
        <message>
            <source>Made</source>
            <translation>Teljesítve</translation>
        </message>
    </context>
    <context>
        <name>TableInput</name>
        <message>
            <source>Please wait for your turn.</source>
            <translation>Várd meg, amíg sorra kerülsz.</translation>
        </message>
        <message>
            <source>You may select at most {n} cards.</source>
            <translation>Legfeljebb {n} lapot jelölhetsz ki.</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>Your talon: {cards}. You may look at it until the first card is played (MAUSZ 9. § (2)).</source>
            <translation>A talonod: {cards}. Az első lap kijátszásáig megnézheted (MAUSZ 9. § (2)).</translation>
        </message>
        <message>
            <source>your talon</source>
            <translation>a talonod</translation>
        </message>
    </context>
    <context>
        <name>TrendChart</name>
        <message>
            <source>No finished match yet</source>
            <translation>Még nincs befejezett játszma</translation>
        </message>
    </context>
    <context>
        <name>self.window</name>
        <message>
            <source>Cards at {n} %</source>
            <translation>Lapméret: {n} %</translation>
        </message>
    </context>
    <context>
        <name>ErrorHook</name>
        <message>
            <source>Something went wrong, and the details could not be written to a log file. You can keep playing.</source>
            <translation>Hiba történt, és a részleteket nem sikerült naplófájlba írni. Nyugodtan játszhatsz tovább.</translation>
        </message>
        <message>
            <source>Something went wrong. The details are in %1. You can keep playing.</source>
            <translation>Hiba történt. A részletek itt találhatók: %1. Nyugodtan játszhatsz tovább.</translation>
        </message>
        <message>
            <source>cardtable</source>
            <translation>cardtable</translation>
        </message>
    </context>
</TS>
