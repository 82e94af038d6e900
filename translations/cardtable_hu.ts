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
            <source>Hungarian trick-taking card games against computer players, with a coach that explains.</source>
            <translation>Magyar ütésszerző kártyajátékok gépi játékosok ellen, a lépéseket megmagyarázó tanácsadóval.</translation>
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
            <source>Keep all cards</source>
            <translation>Minden lapot megtartok</translation>
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
        <name>BidComposer</name>
        <message>
            <source>Hearts are trump: every part counts double</source>
            <translation>Piros az adu: minden vállalás kétszeres</translation>
        </message>
        <message>
            <source>no 100</source>
            <translation>nincs száz</translation>
        </message>
        <message>
            <source>40-100: reach 100 card points with the trump 40</source>
            <translation>40-100: legalább 100 pont az adu negyvennel</translation>
        </message>
        <message>
            <source>20-100: reach 100 card points with a 20</source>
            <translation>20-100: legalább 100 pont egy húszassal</translation>
        </message>
        <message>
            <source>ulti: win the last trick with the trump 7</source>
            <translation>ulti: az utolsó ütést az adu hetessel viszed el</translation>
        </message>
        <message>
            <source>4 ász: take all four aces in your tricks</source>
            <translation>4 ász: mind a négy ászt te ütöd</translation>
        </message>
        <message>
            <source>betli: take no trick; durchmars: take every trick</source>
            <translation>betli: egy ütést sem viszel; durchmars: minden ütést viszel</translation>
        </message>
        <message>
            <source>no betli / durchmars</source>
            <translation>nincs betli / durchmars</translation>
        </message>
        <message>
            <source>All legal bids…</source>
            <translation>Minden szabályos licit…</translation>
        </message>
        <message>
            <source>Bid {contract}</source>
            <translation>Licit: {contract}</translation>
        </message>
        <message>
            <source>Not a legal bid</source>
            <translation>Nem szabályos licit</translation>
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
            <translation>Minden szabályos lépés rangsorolása a gép keresésével</translation>
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
        <name>MainWindow</name>
        <message>
            <source>cardtable — Hungarian card games</source>
            <translation>cardtable — magyar kártyajátékok</translation>
        </message>
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
            <translation>{card}, {count} lapból a(z) {n}.</translation>
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
            <source>Bid</source>
            <translation>Licit</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Vállalás</translation>
        </message>
        <message>
            <source>Trump</source>
            <translation>Adu</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Leosztás</translation>
        </message>
        <message>
            <source>Ablak</source>
            <translation>Ablak</translation>
        </message>
        <message>
            <source>dealer</source>
            <translation>osztó</translation>
        </message>
        <message>
            <source>declarer</source>
            <translation>felvevő</translation>
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
            <translation>A játszmád nem mentődik: a(z) {folder} mappába nem lehet írni.</translation>
        </message>
        <message>
            <source>Your match cannot be saved automatically: {folder} cannot be written.</source>
            <translation>A játszmádat nem lehet automatikusan menteni: a(z) {folder} mappába nem lehet írni.</translation>
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
            <translation>A(z) {n}. leosztás folyik: az alábbi összegek a befejezett leosztásokéi.</translation>
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
            <source>Ablak (the pot, 4M): {n}</source>
            <translation>Ablak (4M): {n}</translation>
        </message>
        <message>
            <source>You share first place with {names}.</source>
            <translation>Holtversenyben első vagy vele: {names}.</translation>
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
            <source>Hungarian card games against the computer, with a coach at your side when you want one.</source>
            <translation>Magyar kártyajátékok a számítógép ellen — ha kéred, tanácsadó is segít.</translation>
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
            <translation>A bemondásaid</translation>
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
            <translation>Bemondva</translation>
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
        <name>texts</name>
        <message>
            <source>Proposal</source>
            <translation>Proponálás</translation>
        </message>
        <message>
            <source>Answer to the proposal</source>
            <translation>Válasz a proponálásra</translation>
        </message>
        <message>
            <source>Exchange</source>
            <translation>Csere</translation>
        </message>
        <message>
            <source>Bidding</source>
            <translation>Licit</translation>
        </message>
        <message>
            <source>Naming trump</source>
            <translation>Aduválasztás</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Játék</translation>
        </message>
        <message>
            <source>Kontra</source>
            <translation>Kontra</translation>
        </message>
        <message>
            <source>Concession</source>
            <translation>Feladás</translation>
        </message>
        <message>
            <source>Deal over</source>
            <translation>Vége a leosztásnak</translation>
        </message>
        <message>
            <source>Annulment</source>
            <translation>Bedobás</translation>
        </message>
        <message>
            <source>Calling the partner</source>
            <translation>Partnerhívás</translation>
        </message>
        <message>
            <source>Announcements</source>
            <translation>Bemondások</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>A leosztásnak vége.</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>Nem te következel.</translation>
        </message>
        <message>
            <source>It is not your turn to play.</source>
            <translation>Nem te következel.</translation>
        </message>
        <message>
            <source>No deal is running.</source>
            <translation>Nincs folyamatban leosztás.</translation>
        </message>
        <message>
            <source>That is not an action of this game.</source>
            <translation>Ez nem lépés ebben a játékban.</translation>
        </message>
        <message>
            <source>You do not hold {card}.</source>
            <translation>Nincs nálad: {card}.</translation>
        </message>
        <message>
            <source>You must follow suit to the card led.</source>
            <translation>Színre színt kell adnod.</translation>
        </message>
        <message>
            <source>You have none of the suit led, so you must play a trump.</source>
            <translation>A hívott színből nincs lapod, ezért aduznod kell.</translation>
        </message>
        <message>
            <source>You must beat the card now winning the trick when you can.</source>
            <translation>Ha tudod, felül kell ütnöd az ütést most vivő lapot.</translation>
        </message>
        <message>
            <source>The trump seven may ruff only as your last trump.</source>
            <translation>Az adu hetessel csak utolsó aduként lehet ütni.</translation>
        </message>
        <message>
            <source>The exchange is over: the cards are being played.</source>
            <translation>A cserének vége, most a lapok kijátszása folyik.</translation>
        </message>
        <message>
            <source>No card may be played before the exchange is over.</source>
            <translation>A csere vége előtt nem lehet lapot kijátszani.</translation>
        </message>
        <message>
            <source>Cards may be discarded only after the dealer has accepted a proposal.</source>
            <translation>Lapot eldobni csak akkor lehet, ha az osztó elfogadta a proponálást.</translation>
        </message>
        <message>
            <source>The non-dealer must first propose an exchange or stand.</source>
            <translation>Előbb az osztó ellenfelének kell proponálnia, vagy csere nélkül játszania.</translation>
        </message>
        <message>
            <source>The dealer must accept or refuse the proposal.</source>
            <translation>Az osztónak el kell fogadnia vagy vissza kell utasítania a proponálást.</translation>
        </message>
        <message>
            <source>You must lay cards down first.</source>
            <translation>Előbb le kell raknod a lapokat.</translation>
        </message>
        <message>
            <source>There are not that many cards left in the talon.</source>
            <translation>Nincs ennyi lap a talonban.</translation>
        </message>
        <message>
            <source>Exchange between {least} and {most} cards.</source>
            <translation>{least}–{most} lapot cserélhetsz.</translation>
        </message>
        <message>
            <source>The trump king was turned up: it scored for the dealer.</source>
            <translation>Az adu királyt fordították fel: az osztónak ért pontot.</translation>
        </message>
        <message>
            <source>The trump king has already been marked.</source>
            <translation>Az adu királyt már jelezték.</translation>
        </message>
        <message>
            <source>You do not hold the trump king.</source>
            <translation>Nincs nálad az adu király.</translation>
        </message>
        <message>
            <source>The king is marked once the hand is final, after the exchange.</source>
            <translation>A királyt a csere után, a végleges lapokkal lehet jelezni.</translation>
        </message>
        <message>
            <source>Too late: the king must be marked before the opening lead.</source>
            <translation>Túl késő: a királyt az első kijátszás előtt kell jelezni.</translation>
        </message>
        <message>
            <source>The forehand must bid: lay two cards down, then bid.</source>
            <translation>Az előkéznek licitálnia kell: rakj le két lapot, aztán licitálj.</translation>
        </message>
        <message>
            <source>Whoever takes the talon must bid.</source>
            <translation>Aki felveszi a talont, annak licitálnia kell.</translation>
        </message>
        <message>
            <source>Take the talon before you bid.</source>
            <translation>Licit előtt vedd fel a talont.</translation>
        </message>
        <message>
            <source>You already hold the talon: lay two cards down, then bid.</source>
            <translation>Már nálad a talon: rakj le két lapot, aztán licitálj.</translation>
        </message>
        <message>
            <source>That bid does not beat the standing bid.</source>
            <translation>Ez a licit nem magasabb az érvényben lévőnél.</translation>
        </message>
        <message>
            <source>No contract beats the standing bid.</source>
            <translation>Nincs az érvényes licitnél magasabb vállalás.</translation>
        </message>
        <message>
            <source>Without the talon you may only raise to the piros version.</source>
            <translation>A talon felvétele nélkül csak a piros változatra emelhetsz.</translation>
        </message>
        <message>
            <source>Cards are played after the bidding.</source>
            <translation>A lapokat a licit után játsszák ki.</translation>
        </message>
        <message>
            <source>Red trump is named in the bid (piros …), not afterwards.</source>
            <translation>A piros adut a licitben kell bemondani (piros …), nem utána.</translation>
        </message>
        <message>
            <source>The declarer names trump before his first card.</source>
            <translation>A felvevő az első lapja előtt mondja meg az adut.</translation>
        </message>
        <message>
            <source>This contract is played without trump.</source>
            <translation>Ez a játék adu nélkül megy.</translation>
        </message>
        <message>
            <source>Trump is already named.</source>
            <translation>Az adu már meg van nevezve.</translation>
        </message>
        <message>
            <source>20 and 40 are announced before one's first card.</source>
            <translation>A 20-at és a 40-et az első lap előtt kell bemondani.</translation>
        </message>
        <message>
            <source>You need the king and the felső of that suit in your hand.</source>
            <translation>Ehhez a szín királya és felsője is kell a kezedben.</translation>
        </message>
        <message>
            <source>That marriage is already announced.</source>
            <translation>Ezt a párt már bemondták.</translation>
        </message>
        <message>
            <source>The trump marriage is a 40: announce 40.</source>
            <translation>Az adu pár 40: mondj be 40-et.</translation>
        </message>
        <message>
            <source>No 20 or 40 may be announced in this contract.</source>
            <translation>Ebben a játékban nem lehet 20-at vagy 40-et bemondani.</translation>
        </message>
        <message>
            <source>No 20 or 40 may be announced in a betli.</source>
            <translation>Betliben nem lehet 20-at vagy 40-et bemondani.</translation>
        </message>
        <message>
            <source>No 20 or 40 may be announced in a durchmars.</source>
            <translation>Durchmarsban nem lehet 20-at vagy 40-et bemondani.</translation>
        </message>
        <message>
            <source>In a 20-100 only one non-trump 20 counts.</source>
            <translation>20-100-ban csak egy nem adu 20 számít.</translation>
        </message>
        <message>
            <source>Only the defenders say kontra.</source>
            <translation>Kontrát csak a védők mondhatnak.</translation>
        </message>
        <message>
            <source>Kontra is said before one's first card.</source>
            <translation>Kontrát az első lap előtt lehet mondani.</translation>
        </message>
        <message>
            <source>That is not a part of the contract.</source>
            <translation>Ilyen vállalás nincs a licitben.</translation>
        </message>
        <message>
            <source>That part is already kontra'd.</source>
            <translation>Ezt a vállalást már megkontrázták.</translation>
        </message>
        <message>
            <source>Say csatlakozom to join your partner's kontra.</source>
            <translation>Mondd, hogy „csatlakozom”, ha társad kontrájához csatlakozol.</translation>
        </message>
        <message>
            <source>There is no kontra to join.</source>
            <translation>Nincs kontra, amihez csatlakozni lehetne.</translation>
        </message>
        <message>
            <source>Rekontra is said only in answer to a kontra, before play goes on.</source>
            <translation>Rekontrát csak kontrára felelve, a játék folytatása előtt mondhatsz.</translation>
        </message>
        <message>
            <source>That part is not at the level this word raises.</source>
            <translation>Ezt a vállalást nem erre a fokra kontrázták.</translation>
        </message>
        <message>
            <source>These rules have kontra and rekontra only.</source>
            <translation>Ezekben a szabályokban csak kontra és rekontra van.</translation>
        </message>
        <message>
            <source>It is not the time for that kontra word.</source>
            <translation>Ezt a kontrafokot most nem mondhatod.</translation>
        </message>
        <message>
            <source>The trick stays on the table until the kontras are answered.</source>
            <translation>Az ütés az asztalon marad, amíg a kontrákra nem válaszoltak.</translation>
        </message>
        <message>
            <source>After the first card the declarer may concede only with the defenders' consent.</source>
            <translation>Az első lap után csak a védők beleegyezésével adhatod fel.</translation>
        </message>
        <message>
            <source>Only the declarer may do that.</source>
            <translation>Ezt csak a felvevő teheti meg.</translation>
        </message>
        <message>
            <source>Before his first card the declarer gives up instead.</source>
            <translation>Az első lap előtt bedobással lehet feladni.</translation>
        </message>
        <message>
            <source>The defenders refused the concession.</source>
            <translation>A védők nem fogadták el a feladást.</translation>
        </message>
        <message>
            <source>The defenders must first accept or refuse the concession.</source>
            <translation>Előbb a védőknek kell elfogadniuk vagy elutasítaniuk a feladást.</translation>
        </message>
        <message>
            <source>No concession has been proposed.</source>
            <translation>Senki sem ajánlotta fel a játék feladását.</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>Ez most nem lehetséges.</translation>
        </message>
        <message>
            <source>Only a player holding an honour (XXI, skíz or pagát) may bid.</source>
            <translation>Csak honőrrel (XXI, skíz vagy pagát) lehet licitálni.</translation>
        </message>
        <message>
            <source>A bid must go higher than the standing one.</source>
            <translation>A licitnek magasabbnak kell lennie az állónál.</translation>
        </message>
        <message>
            <source>A jump is an invit: it needs a high honour, five tarokks and the promised card.</source>
            <translation>Az ugrás invit: nagy honőr, öt tarokk és a beígért lap kell hozzá.</translation>
        </message>
        <message>
            <source>Without the XX and invit strength you must hold or go higher.</source>
            <translation>XX és invitálható lapok nélkül tartanod kell vagy feljebb menned.</translation>
        </message>
        <message>
            <source>You may hold only once, a bid you have not made yourself.</source>
            <translation>Csak egyszer tarthatsz, és csak olyan licitet, amelyet nem te mondtál.</translation>
        </message>
        <message>
            <source>An invit cannot be taken back: the inviter may only pass.</source>
            <translation>Az invit nem vonható vissza: az invitáló csak passzolhat.</translation>
        </message>
        <message>
            <source>That bid takes more talon cards than yours allows.</source>
            <translation>Ez a licit több talonlapot venne fel, mint amennyit a tiéd enged.</translation>
        </message>
        <message>
            <source>This hand cannot annul the deal.</source>
            <translation>Ilyen lapokkal nem dobhatod be.</translation>
        </message>
        <message>
            <source>Honours, kings, the XX and an invited tarokk may not be laid down.</source>
            <translation>Honőrt, királyt, a XX-ast és az invitált tarokkot nem fektetheted le.</translation>
        </message>
        <message>
            <source>The invited tarokk must be called.</source>
            <translation>Az invitált tarokkot kell hívni.</translation>
        </message>
        <message>
            <source>The declarer may call himself only with the XX.</source>
            <translation>Magadat csak a XX-assal hívhatod.</translation>
        </message>
        <message>
            <source>Call the XX, or, holding it, the highest tarokk you lack.</source>
            <translation>A XX-ast hívd, vagy ha nálad van, a legmagasabb tarokkot, amely hiányzik.</translation>
        </message>
        <message>
            <source>You cannot call a card you laid down.</source>
            <translation>Lefektetett lapot nem hívhatsz.</translation>
        </message>
        <message>
            <source>You laid the called card down: you must say kontra ex officio.</source>
            <translation>Te fektetted le a hívott lapot: hivatalból kontrát kell mondanod.</translation>
        </message>
        <message>
            <source>You have none of the suit led, so you must play a tarokk.</source>
            <translation>A hívott színből nincs lapod, ezért tarokkot kell tenned.</translation>
        </message>
        <message>
            <source>That card is bound to its announced trick: keep it until then.</source>
            <translation>Ez lekötött lap: a figura ütése előtt nem játszhatod ki.</translation>
        </message>
        <message>
            <source>Before the sides are known the tarokk count goes to the last speaker's side: say your kontra first.</source>
            <translation>Amíg a felek nem ismertek, a tarokkszám az utolsó beszélő oldaláé: előbb mondd a kontrát.</translation>
        </message>
        <message>
            <source>The announced figure's trick is now: play its card.</source>
            <translation>Most kell kijátszanod a lekötött lapot.</translation>
        </message>
        <message>
            <source>proposed</source>
            <translation>proponálás</translation>
        </message>
        <message>
            <source>stood</source>
            <translation>csere nélküli játék</translation>
        </message>
        <message>
            <source>accepted</source>
            <translation>elfogadás</translation>
        </message>
        <message>
            <source>refused</source>
            <translation>elutasítás</translation>
        </message>
        <message>
            <source>marked the king</source>
            <translation>királyjelzés</translation>
        </message>
        <message>
            <source>took the talon</source>
            <translation>talonfelvétel</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>passz</translation>
        </message>
        <message>
            <source>gave up</source>
            <translation>bedobás</translation>
        </message>
        <message>
            <source>conceded</source>
            <translation>feladás</translation>
        </message>
        <message>
            <source>Select two cards for the talon, then press Lay the talon down.</source>
            <translation>Jelölj ki két lapot a talonba, majd nyomd meg a Talont lerakom gombot.</translation>
        </message>
        <message>
            <source>exchanged cards</source>
            <translation>lapcsere</translation>
        </message>
        <message>
            <source>bid {contract}</source>
            <translation>licit: {contract}</translation>
        </message>
        <message>
            <source>announced {what}</source>
            <translation>bemondás: {what}</translation>
        </message>
        <message>
            <source>parti (the basic game: more card points)</source>
            <translation>parti (több pont)</translation>
        </message>
        <message>
            <source>passz (parti)</source>
            <translation>passz (parti)</translation>
        </message>
        <message>
            <source>40-100 (100 with the trump 40)</source>
            <translation>40-100 (száz az adu negyvennel)</translation>
        </message>
        <message>
            <source>20-100 (100 with a 20)</source>
            <translation>20-100 (száz egy húszassal)</translation>
        </message>
        <message>
            <source>4 ász (all four aces)</source>
            <translation>4 ász (mind a négy ász)</translation>
        </message>
        <message>
            <source>ulti (last trick with the trump 7)</source>
            <translation>ulti (utolsó ütés az adu hetessel)</translation>
        </message>
        <message>
            <source>betli (no trick)</source>
            <translation>betli (egy ütés sem)</translation>
        </message>
        <message>
            <source>rebetli</source>
            <translation>rebetli</translation>
        </message>
        <message>
            <source>terített betli (open betli)</source>
            <translation>terített betli</translation>
        </message>
        <message>
            <source>durchmars (every trick)</source>
            <translation>durchmars (minden ütés)</translation>
        </message>
        <message>
            <source>terített durchmars (open)</source>
            <translation>terített durchmars</translation>
        </message>
        <message>
            <source>színtelen durchmars (no trump)</source>
            <translation>színtelen durchmars (adu nélkül)</translation>
        </message>
        <message>
            <source>redurchmars</source>
            <translation>redurchmars</translation>
        </message>
        <message>
            <source>színtelen terített durchmars</source>
            <translation>színtelen terített durchmars</translation>
        </message>
        <message>
            <source>silent 100 (csendes száz)</source>
            <translation>csendes száz</translation>
        </message>
        <message>
            <source>silent 20-100</source>
            <translation>csendes 20-100</translation>
        </message>
        <message>
            <source>silent 4 ász</source>
            <translation>csendes 4 ász</translation>
        </message>
        <message>
            <source>silent ulti (csendes ulti)</source>
            <translation>csendes ulti</translation>
        </message>
        <message>
            <source>silent ulti caught</source>
            <translation>bukott csendes ulti</translation>
        </message>
        <message>
            <source>silent durchmars</source>
            <translation>csendes durchmars</translation>
        </message>
        <message>
            <source>lost ulti: extra payment</source>
            <translation>bukott ulti: külön fizetség</translation>
        </message>
        <message>
            <source>given up</source>
            <translation>bedobva</translation>
        </message>
        <message>
            <source>Ablak (the pot)</source>
            <translation>ablak</translation>
        </message>
        <message>
            <source>To the talon: {cards}</source>
            <translation>Talonba: {cards}</translation>
        </message>
        <message>
            <source>{word} {part} (against {name}'s kontra)</source>
            <translation>{word} {part} ({name} kontrájára)</translation>
        </message>
        <message>
            <source>laid the talon down</source>
            <translation>talon lerakva</translation>
        </message>
        <message>
            <source>Lay the talon down</source>
            <translation>Talont lerakom</translation>
        </message>
        <message>
            <source>The others passed: Pass plays your bid, {bid}; or bid higher.</source>
            <translation>A többiek passzoltak: passzal a licited, a(z) {bid} lesz a játék; vagy licitálj feljebb.</translation>
        </message>
        <message>
            <source>the trump king</source>
            <translation>az adu király</translation>
        </message>
        <message>
            <source>the point (3 or 4 tricks)</source>
            <translation>pont (3 vagy 4 ütés)</translation>
        </message>
        <message>
            <source>vole (all five tricks)</source>
            <translation>vole (mind az öt ütés)</translation>
        </message>
        <message>
            <source>the point, doubled: the dealer refused the first proposal</source>
            <translation>kétszeres pont: az osztó visszautasította az első proponálást</translation>
        </message>
        <message>
            <source>the point, doubled: the non-dealer played without proposing</source>
            <translation>kétszeres pont: az ellenfél proponálás nélkül játszott</translation>
        </message>
        <message>
            <source>king turned up +1</source>
            <translation>felfordított király +1</translation>
        </message>
        <message>
            <source>king marked +1</source>
            <translation>király jelezve +1</translation>
        </message>
        <message>
            <source>exchanged {n}</source>
            <translation>csere: {n} lap</translation>
        </message>
        <message>
            <source>turned up</source>
            <translation>felfordítva</translation>
        </message>
        <message>
            <source>marked</source>
            <translation>jelezve</translation>
        </message>
        <message>
            <source>3 tricks</source>
            <translation>3 ütés</translation>
        </message>
        <message>
            <source>4 tricks</source>
            <translation>4 ütés</translation>
        </message>
        <message>
            <source>5 tricks</source>
            <translation>5 ütés</translation>
        </message>
        <message>
            <source>Propose an exchange</source>
            <translation>Proponálok (cserét kérek)</translation>
        </message>
        <message>
            <source>Stand (play these cards)</source>
            <translation>Csere nélkül játszom</translation>
        </message>
        <message>
            <source>Accept</source>
            <translation>Elfogadom</translation>
        </message>
        <message>
            <source>Refuse</source>
            <translation>Visszautasítom</translation>
        </message>
        <message>
            <source>Mark the king</source>
            <translation>Jelzem a királyt</translation>
        </message>
        <message>
            <source>Take the talon</source>
            <translation>Felveszem a talont</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Passz</translation>
        </message>
        <message>
            <source>Give up</source>
            <translation>Bedobom</translation>
        </message>
        <message>
            <source>Concede</source>
            <translation>Feladom</translation>
        </message>
        <message>
            <source>Keep all cards</source>
            <translation>Minden lapot megtartok</translation>
        </message>
        <message>
            <source>Propose an exchange, or stand and play these cards?</source>
            <translation>Proponálsz, vagy csere nélkül játszol?</translation>
        </message>
        <message>
            <source>Your opponent proposes an exchange: accept or refuse?</source>
            <translation>Az ellenfeled proponál: elfogadod vagy visszautasítod?</translation>
        </message>
        <message>
            <source>Select the cards to exchange, then press Discard.</source>
            <translation>Jelöld ki a cserélendő lapokat, majd nyomd meg az Eldobás gombot.</translation>
        </message>
        <message>
            <source>Select the cards to exchange (or none), then press Discard.</source>
            <translation>Jelöld ki a cserélendő lapokat (vagy egyet sem), majd nyomd meg az Eldobás gombot.</translation>
        </message>
        <message>
            <source>Your bid.</source>
            <translation>Te licitálsz.</translation>
        </message>
        <message>
            <source>Name the trump suit.</source>
            <translation>Nevezd meg az adut.</translation>
        </message>
        <message>
            <source>Your turn: play a card.</source>
            <translation>Te jössz: tegyél egy lapot.</translation>
        </message>
        <message>
            <source>Your lead: play a card.</source>
            <translation>Te hívsz: játssz ki egy lapot.</translation>
        </message>
        <message>
            <source>Raise the kontra, or pass.</source>
            <translation>Emeld a kontrát, vagy mondj passzt.</translation>
        </message>
        <message>
            <source>The declarer concedes: accept or refuse?</source>
            <translation>A felvevő feladja a játékot: elfogadod vagy elutasítod?</translation>
        </message>
        <message>
            <source>{text} (rule {rule})</source>
            <translation>{text} (szabály: {rule})</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Eldobás</translation>
        </message>
        <message>
            <source>Discard {n} cards</source>
            <translation>Eldobás ({n} lap)</translation>
        </message>
        <message>
            <source>Discard 1 card</source>
            <translation>Eldobás (1 lap)</translation>
        </message>
        <message>
            <source>Play {card}</source>
            <translation>Kijátszom: {card}</translation>
        </message>
        <message>
            <source>Bid {contract}</source>
            <translation>Licit: {contract}</translation>
        </message>
        <message>
            <source>Announce 40</source>
            <translation>40-et mondok</translation>
        </message>
        <message>
            <source>Announce 20 in {suit}</source>
            <translation>20-at mondok ({suit})</translation>
        </message>
        <message>
            <source>trump: {suit}</source>
            <translation>adu: {suit}</translation>
        </message>
        <message>
            <source>you</source>
            <translation>te</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Te</translation>
        </message>
        <message>
            <source>won</source>
            <translation>nyert</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>bukott</translation>
        </message>
        <message>
            <source>you score {n}</source>
            <translation>{n} pontot kapsz</translation>
        </message>
        <message>
            <source>{name} scores {n}</source>
            <translation>{name} {n} pontot kap</translation>
        </message>
        <message>
            <source>{name} pays {n} into the Ablak</source>
            <translation>{name} az ablakba fizet: {n}</translation>
        </message>
        <message>
            <source>{payer} pays you {n}</source>
            <translation>{payer} {n} pontot fizet neked</translation>
        </message>
        <message>
            <source>you pay {payee} {n}</source>
            <translation>{payee} {n} pontot kap tőled</translation>
        </message>
        <message>
            <source>{payer} pays {payee} {n}</source>
            <translation>{payer} fizet {payee} részére: {n}</translation>
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
