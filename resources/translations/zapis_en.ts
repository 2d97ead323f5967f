<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>App</name>
    <message>
        <source>Zapis cannot open its database</source>
        <translation>Zapis cannot open its database</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>first write of the day</source>
        <translation>first write of the day</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>before an upgrade</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>before a restore</translation>
    </message>
    <message>
        <source>made by hand</source>
        <translation>made by hand</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Back up…</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Restore…</translation>
    </message>
    <message>
        <source>Automatic bac&amp;kups…</source>
        <translation>Automatic bac&amp;kups…</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Back up the database</translation>
    </message>
    <message>
        <source>Zapis backups (%1);;All files (*)</source>
        <translation>Zapis backups (%1);;All files (*)</translation>
    </message>
    <message>
        <source>The backup was not made</source>
        <translation>The backup was not made</translation>
    </message>
    <message>
        <source>Backed up %1 (%2) to %3</source>
        <translation>Backed up %1 (%2) to %3</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Everything in %1 (%2 now) will be replaced by the backup of %3: %4, %5.</source>
        <translation>Everything in %1 (%2 now) will be replaced by the backup of %3: %4, %5.</translation>
    </message>
    <message>
        <source>First, what it holds now is backed up into %1.</source>
        <translation>First, what it holds now is backed up into %1.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>The backup cannot be restored</source>
        <translation>The backup cannot be restored</translation>
    </message>
    <message>
        <source>Restoring the backup %1…</source>
        <translation>Restoring the backup %1…</translation>
    </message>
    <message>
        <source>Restored %1 (%2).</source>
        <translation>Restored %1 (%2).</translation>
    </message>
    <message>
        <source>What it held before is in %1.</source>
        <translation>What it held before is in %1.</translation>
    </message>
    <message>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Restore the newest backup</translation>
    </message>
    <message>
        <source>Restored %1 (%2). The damaged file is kept as %3. Zapis starts again.</source>
        <translation>Restored %1 (%2). The damaged file is kept as %3. Zapis starts again.</translation>
    </message>
    <message>
        <source>The automatic backup (%1) was skipped: %2. The deal is written all the same.</source>
        <translation>The automatic backup (%1) was skipped: %2. The deal is written all the same.</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Zapis backs the database up at the first deal of each day (the last 7 days and 6 months are kept), before an upgrade of its files and before a restore. They are in %1.</source>
        <translation>Zapis backs the database up at the first deal of each day (the last 7 days and 6 months are kept), before an upgrade of its files and before a restore. They are in %1.</translation>
    </message>
    <message>
        <source>&amp;Restore the selected…</source>
        <translation>&amp;Restore the selected…</translation>
    </message>
</context>
<context>
    <name>BackupsModel</name>
    <message>
        <source>Taken</source>
        <translation>Taken</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Sittings</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
</context>
<context>
    <name>BreakdownModel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Open the rulebook at “%1” (%2)</source>
        <translation>Open the rulebook at “%1” (%2)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>e.g. AS KS QS 10H 2C</source>
        <translation>e.g. AS KS QS 10H 2C</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
</context>
<context>
    <name>ClubBoard</name>
    <message>
        <source>Zapis — the club&apos;s evening</source>
        <translation>Zapis — the club&apos;s evening</translation>
    </message>
    <message>
        <source>The evening of %1</source>
        <translation>The evening of %1</translation>
    </message>
    <message>
        <source>No sitting on this day.</source>
        <translation>No sitting on this day.</translation>
    </message>
    <message>
        <source>The evening:</source>
        <translation>The evening:</translation>
    </message>
    <message>
        <source>The club board is showing</source>
        <translation>The club board is showing</translation>
    </message>
</context>
<context>
    <name>CorrectionFields</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Whists → %1</source>
        <translation>Whists → %1</translation>
    </message>
    <message>
        <source>e.g. a penalty: Boris looked at the talon</source>
        <translation>e.g. a penalty: Boris looked at the talon</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note:</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n sitting</numerusform>
            <numerusform>%n sittings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCards</name>
    <message>
        <source>From the cards…</source>
        <translation>From the cards…</translation>
    </message>
    <message>
        <source>Type or click every hand; the fields are filled from what the cards hold</source>
        <translation>Type or click every hand; the fields are filled from what the cards hold</translation>
    </message>
    <message>
        <source>From the cards: the fields hold what the cards give.</source>
        <translation>From the cards: the fields hold what the cards give.</translation>
    </message>
    <message>
        <source>The cards were dropped: a field they gave was changed by hand. “From the cards…” offers them again.</source>
        <translation>The cards were dropped: a field they gave was changed by hand. “From the cards…” offers them again.</translation>
    </message>
</context>
<context>
    <name>DealSheet</name>
    <message>
        <source>The game is over; no more deals can be entered.</source>
        <translation>The game is over; no more deals can be entered.</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Zapis — settle an evening</source>
        <translation>Zapis — settle an evening</translation>
    </message>
    <message>
        <source>Sittings of the &amp;day:</source>
        <translation>Sittings of the &amp;day:</translation>
    </message>
    <message>
        <source>each sitting&apos;s own</source>
        <translation>each sitting&apos;s own</translation>
    </message>
    <message>
        <source>Evening &amp;price of a point:</source>
        <translation>Evening &amp;price of a point:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Currency:</translation>
    </message>
    <message>
        <source>&amp;Settle</source>
        <translation>&amp;Settle</translation>
    </message>
    <message>
        <source>Nets for the evening (+ receives, − pays):</source>
        <translation>Nets for the evening (+ receives, − pays):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Payments:</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copy as text</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>%1, %2 — %3: %4 (%5)</source>
        <translation>%1, %2 — %3: %4 (%5)</translation>
    </message>
    <message>
        <source>Without a price: sitting %1. Give an evening price below; it then prices every sitting of the evening.</source>
        <translation>Without a price: sitting %1. Give an evening price below; it then prices every sitting of the evening.</translation>
    </message>
    <message>
        <source>Sitting %1. %2</source>
        <translation>Sitting %1. %2</translation>
    </message>
    <message>
        <source>Check the sittings to settle together.</source>
        <translation>Check the sittings to settle together.</translation>
    </message>
    <message>
        <source>Zapis, the evening of sittings %1: who pays whom</source>
        <translation>Zapis, the evening of sittings %1: who pays whom</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Three Bugs</source>
        <translation>Three Bugs</translation>
    </message>
    <message>
        <source>Stukolka</source>
        <translation>Stukolka</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Preferans</translation>
    </message>
</context>
<context>
    <name>GinCards</name>
    <message>
        <source>The deal from the cards</source>
        <translation>The deal from the cards</translation>
    </message>
    <message>
        <source>Type each hand as it was laid out (e.g. AS 2S 3S 7H 7D 7C…; 10♥ and 10Ч are read too) or click its cards on the grid: the knocker ten cards, or eleven before the discard; the opponent ten.</source>
        <translation>Type each hand as it was laid out (e.g. AS 2S 3S 7H 7D 7C…; 10♥ and 10Ч are read too) or click its cards on the grid: the knocker ten cards, or eleven before the discard; the opponent ten.</translation>
    </message>
    <message>
        <source>Who knocked or went gin:</source>
        <translation>Who knocked or went gin:</translation>
    </message>
    <message>
        <source>%1: melds %2; deadwood %3 (%4)</source>
        <translation>%1: melds %2; deadwood %3 (%4)</translation>
    </message>
    <message>
        <source>; laid off %1</source>
        <translation>; laid off %1</translation>
    </message>
</context>
<context>
    <name>GinColumnsModel</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>closed: %1 won</source>
        <translation>closed: %1 won</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
</context>
<context>
    <name>GinDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Upcard</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Knock limit</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>Hand won by</source>
        <translation>Hand won by</translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation>Hand points</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A spade: the deal counts double</source>
        <translation>A spade: the deal counts double</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>dead hand</translation>
    </message>
    <message>
        <source>knock %1:%2</source>
        <translation>knock %1:%2</translation>
    </message>
    <message>
        <source>undercut %1:%2</source>
        <translation>undercut %1:%2</translation>
    </message>
    <message>
        <source>gin %1:%2</source>
        <translation>gin %1:%2</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Dead hand</translation>
    </message>
    <message>
        <source>%1 gin; the opponent holds %2</source>
        <translation>%1 gin; the opponent holds %2</translation>
    </message>
    <message>
        <source>%1 knocks with %2 against %3</source>
        <translation>%1 knocks with %2 against %3</translation>
    </message>
    <message>
        <source>%1 knocks with %2 against %3: undercut</source>
        <translation>%1 knocks with %2 against %3: undercut</translation>
    </message>
</context>
<context>
    <name>GinForm</name>
    <message>
        <source>e.g. 6H, 10S, QD</source>
        <translation>e.g. 6H, 10S, QD</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Dead hand</translation>
    </message>
    <message>
        <source>&amp;Upcard:</source>
        <translation>&amp;Upcard:</translation>
    </message>
    <message>
        <source>The deal e&amp;nded with:</source>
        <translation>The deal e&amp;nded with:</translation>
    </message>
    <message>
        <source>&amp;Who knocked or went gin:</source>
        <translation>&amp;Who knocked or went gin:</translation>
    </message>
    <message>
        <source>The &amp;knocker&apos;s deadwood:</source>
        <translation>The &amp;knocker&apos;s deadwood:</translation>
    </message>
    <message>
        <source>The &amp;opponent&apos;s deadwood:</source>
        <translation>The &amp;opponent&apos;s deadwood:</translation>
    </message>
    <message>
        <source>Type the upcard first: it sets the knock limit.</source>
        <translation>Type the upcard first: it sets the knock limit.</translation>
    </message>
    <message>
        <source>Not a card yet: rank and suit, e.g. 6H.</source>
        <translation>Not a card yet: rank and suit, e.g. 6H.</translation>
    </message>
    <message>
        <source>Knock limit %1; a spade: the deal counts double!</source>
        <translation>Knock limit %1; a spade: the deal counts double!</translation>
    </message>
    <message>
        <source>Knock limit %1; not doubled.</source>
        <translation>Knock limit %1; not doubled.</translation>
    </message>
    <message>
        <source>This deal scores nothing.</source>
        <translation>This deal scores nothing.</translation>
    </message>
    <message>
        <source>This deal: %1 scores %2.</source>
        <translation>This deal: %1 scores %2.</translation>
    </message>
</context>
<context>
    <name>GinOptionsPage</name>
    <message>
        <source>Standard gin: knock with 10 or less</source>
        <translation>Standard gin: knock with 10 or less</translation>
    </message>
    <message>
        <source>Oklahoma: the upcard sets the knock limit, a spade doubles</source>
        <translation>Oklahoma: the upcard sets the knock limit, a spade doubles</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>A single game</translation>
    </message>
    <message>
        <source>Hollywood: three games at once</source>
        <translation>Hollywood: three games at once</translation>
    </message>
    <message>
        <source>A shutout (the loser scored nothing) doubles the settlement</source>
        <translation>A shutout (the loser scored nothing) doubles the settlement</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Scoring:</translation>
    </message>
    <message>
        <source>Target (points that win a game):</source>
        <translation>Target (points that win a game):</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Gin bonus:</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Undercut bonus:</translation>
    </message>
    <message>
        <source>Box bonus (each hand won more):</source>
        <translation>Box bonus (each hand won more):</translation>
    </message>
    <message>
        <source>Game bonus:</source>
        <translation>Game bonus:</translation>
    </message>
</context>
<context>
    <name>GinSettlementModel</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Single game</translation>
    </message>
    <message>
        <source>%1&apos;s points on the sheet</source>
        <translation>%1&apos;s points on the sheet</translation>
    </message>
    <message>
        <source>game bonus</source>
        <translation>game bonus</translation>
    </message>
    <message>
        <source>boxes (hands won more)</source>
        <translation>boxes (hands won more)</translation>
    </message>
    <message>
        <source>shutout: doubled</source>
        <translation>shutout: doubled</translation>
    </message>
    <message>
        <source>less %1&apos;s points on the sheet</source>
        <translation>less %1&apos;s points on the sheet</translation>
    </message>
    <message>
        <source>less %1&apos;s boxes (hands won more)</source>
        <translation>less %1&apos;s boxes (hands won more)</translation>
    </message>
    <message>
        <source>net to %1</source>
        <translation>net to %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>the match: net to %1</source>
        <translation>the match: net to %1</translation>
    </message>
    <message>
        <source>the match: even</source>
        <translation>the match: even</translation>
    </message>
</context>
<context>
    <name>GinSheet</name>
    <message>
        <source>%1, %2, to %3; gin %4, undercut %5, box %6, game %7.</source>
        <translation>%1, %2, to %3; gin %4, undercut %5, box %6, game %7.</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>Standard gin</source>
        <translation>Standard gin</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>Hollywood scoring</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>a single game</translation>
    </message>
    <message>
        <source>Settlement (points + game + boxes − the loser&apos;s points = net); click a bonus for its rule:</source>
        <translation>Settlement (points + game + boxes − the loser&apos;s points = net); click a bonus for its rule:</translation>
    </message>
    <message>
        <source>No game is settled yet.</source>
        <translation>No game is settled yet.</translation>
    </message>
    <message>
        <source>Game %1: </source>
        <translation>Game %1: </translation>
    </message>
    <message>
        <source>Match: %1 wins %2</source>
        <translation>Match: %1 wins %2</translation>
    </message>
    <message>
        <source>Match: even</source>
        <translation>Match: even</translation>
    </message>
    <message>
        <source>All three games are closed; the match is over.</source>
        <translation>All three games are closed; the match is over.</translation>
    </message>
    <message>
        <source>The game is over; no more deals can be entered.</source>
        <translation>The game is over; no more deals can be entered.</translation>
    </message>
    <message>
        <source> (game %1)</source>
        <translation> (game %1)</translation>
    </message>
    <message>
        <source>Knock: the opponent&apos;s deadwood less the knocker&apos;s</source>
        <translation>Knock: the opponent&apos;s deadwood less the knocker&apos;s</translation>
    </message>
    <message>
        <source>Undercut: the difference plus the undercut bonus</source>
        <translation>Undercut: the difference plus the undercut bonus</translation>
    </message>
    <message>
        <source>Gin: the opponent&apos;s deadwood plus the gin bonus</source>
        <translation>Gin: the opponent&apos;s deadwood plus the gin bonus</translation>
    </message>
    <message>
        <source>A spade upcard: the hand counts double</source>
        <translation>A spade upcard: the hand counts double</translation>
    </message>
    <message>
        <source>Game bonus: reached the target</source>
        <translation>Game bonus: reached the target</translation>
    </message>
    <message>
        <source>Boxes: the bonus for each hand won more</source>
        <translation>Boxes: the bonus for each hand won more</translation>
    </message>
    <message>
        <source>Shutout: the settlement doubled</source>
        <translation>Shutout: the settlement doubled</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Last deal</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Leader</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>&lt;h2&gt;All sittings&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;All sittings&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Search by player…</source>
        <translation>Search by player…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Finished or not</source>
        <translation>Finished or not</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In play</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>Started from</source>
        <translation>Started from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Date, place, na&amp;mes…</source>
        <translation>Date, place, na&amp;mes…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>E&amp;vening…</source>
        <translation>E&amp;vening…</translation>
    </message>
    <message>
        <source>Settle this sitting together with the others of its day: who pays whom</source>
        <translation>Settle this sitting together with the others of its day: who pays whom</translation>
    </message>
    <message>
        <source>&amp;New sitting…</source>
        <translation>&amp;New sitting…</translation>
    </message>
    <message>
        <source>No sittings yet — %1 (Ctrl+N)</source>
        <translation>No sittings yet — %1 (Ctrl+N)</translation>
    </message>
    <message>
        <source>New sitting…</source>
        <translation>New sitting…</translation>
    </message>
    <message>
        <source>or File → Import session file… to bring in a sitting written elsewhere.</source>
        <translation>or File → Import session file… to bring in a sitting written elsewhere.</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>All players</translation>
    </message>
    <message>
        <source>Any place</source>
        <translation>Any place</translation>
    </message>
    <message>
        <source>%1 of %2 sittings shown</source>
        <translation>%1 of %2 sittings shown</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>starts a new sitting</source>
        <translation>starts a new sitting</translation>
    </message>
    <message>
        <source>shows every sitting</source>
        <translation>shows every sitting</translation>
    </message>
    <message>
        <source>opens the players window</source>
        <translation>opens the players window</translation>
    </message>
    <message>
        <source>imports a session file</source>
        <translation>imports a session file</translation>
    </message>
    <message>
        <source>exports the open or the selected sitting</source>
        <translation>exports the open or the selected sitting</translation>
    </message>
    <message>
        <source>prints the open or the selected sitting</source>
        <translation>prints the open or the selected sitting</translation>
    </message>
    <message>
        <source>quits</source>
        <translation>quits</translation>
    </message>
    <message>
        <source>undoes the last change</source>
        <translation>undoes the last change</translation>
    </message>
    <message>
        <source>redoes it</source>
        <translation>redoes it</translation>
    </message>
    <message>
        <source>opens the rules of the game</source>
        <translation>opens the rules of the game</translation>
    </message>
    <message>
        <source>larger text (kept)</source>
        <translation>larger text (kept)</translation>
    </message>
    <message>
        <source>smaller text (kept)</source>
        <translation>smaller text (kept)</translation>
    </message>
    <message>
        <source>the system&apos;s text size</source>
        <translation>the system&apos;s text size</translation>
    </message>
    <message>
        <source>enters the deal (or saves the deal being edited)</source>
        <translation>enters the deal (or saves the deal being edited)</translation>
    </message>
    <message>
        <source>leaves editing; on a new deal, clears what was typed (Ctrl+Z brings it back)</source>
        <translation>leaves editing; on a new deal, clears what was typed (Ctrl+Z brings it back)</translation>
    </message>
    <message>
        <source>from the form to the deals list (the last deal current) and back</source>
        <translation>from the form to the deals list (the last deal current) and back</translation>
    </message>
    <message>
        <source>puts it in the form for editing</source>
        <translation>puts it in the form for editing</translation>
    </message>
    <message>
        <source>deletes it (Ctrl+Z brings it back)</source>
        <translation>deletes it (Ctrl+Z brings it back)</translation>
    </message>
    <message>
        <source>the next tab of the sitting: Sheet, Chart, Settle</source>
        <translation>the next tab of the sitting: Sheet, Chart, Settle</translation>
    </message>
    <message>
        <source>the previous tab of the sitting</source>
        <translation>the previous tab of the sitting</translation>
    </message>
    <message>
        <source>the Sheet tab (the keyboard goes to the form)</source>
        <translation>the Sheet tab (the keyboard goes to the form)</translation>
    </message>
    <message>
        <source>the Chart tab (the keyboard goes to the chart)</source>
        <translation>the Chart tab (the keyboard goes to the chart)</translation>
    </message>
    <message>
        <source>the Settle tab (the keyboard goes to the price)</source>
        <translation>the Settle tab (the keyboard goes to the price)</translation>
    </message>
    <message>
        <source>moves the player up a seat</source>
        <translation>moves the player up a seat</translation>
    </message>
    <message>
        <source>moves the player down a seat</source>
        <translation>moves the player down a seat</translation>
    </message>
    <message>
        <source>finds a word in the rules</source>
        <translation>finds a word in the rules</translation>
    </message>
    <message>
        <source>the section before</source>
        <translation>the section before</translation>
    </message>
    <message>
        <source>forward again</source>
        <translation>forward again</translation>
    </message>
    <message>
        <source>closes the rules</source>
        <translation>closes the rules</translation>
    </message>
    <message>
        <source>closes the window</source>
        <translation>closes the window</translation>
    </message>
    <message>
        <source>opens the room&apos;s scoreboard</source>
        <translation>opens the room&apos;s scoreboard</translation>
    </message>
    <message>
        <source>full screen, or back</source>
        <translation>full screen, or back</translation>
    </message>
    <message>
        <source>light, dark, high contrast</source>
        <translation>light, dark, high contrast</translation>
    </message>
    <message>
        <source>closes the board</source>
        <translation>closes the board</translation>
    </message>
</context>
<context>
    <name>LiveWindow</name>
    <message>
        <source>Not following other windows&apos; changes: %1</source>
        <translation>Not following other windows&apos; changes: %1</translation>
    </message>
    <message>
        <source>This sitting is open in another window too: its deals will show here as they are entered there.</source>
        <translation>This sitting is open in another window too: its deals will show here as they are entered there.</translation>
    </message>
    <message>
        <source>The sitting could not be read again: %1</source>
        <translation>The sitting could not be read again: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the database %1 (%2); trying again</source>
        <translation>Lost the connection to the database %1 (%2); trying again</translation>
    </message>
    <message>
        <source>Connected to the database %1 again</source>
        <translation>Connected to the database %1 again</translation>
    </message>
</context>
<context>
    <name>LookBackActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>&amp;Chart of the sitting…</source>
        <translation>&amp;Chart of the sitting…</translation>
    </message>
    <message>
        <source>No sitting chosen</source>
        <translation>No sitting chosen</translation>
    </message>
    <message>
        <source>Open a sitting, or select one in the list, to print or chart it.</source>
        <translation>Open a sitting, or select one in the list, to print or chart it.</translation>
    </message>
    <message>
        <source>The sitting cannot be read</source>
        <translation>The sitting cannot be read</translation>
    </message>
    <message>
        <source>Zapis — chart of sitting %1</source>
        <translation>Zapis — chart of sitting %1</translation>
    </message>
</context>
<context>
    <name>Lookback</name>
    <message>
        <source>Chart</source>
        <translation>Chart</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Below the line</translation>
    </message>
    <message>
        <source>Below the line, deal by deal</source>
        <translation>Below the line, deal by deal</translation>
    </message>
    <message>
        <source>Net (whists)</source>
        <translation>Net (whists)</translation>
    </message>
    <message>
        <source>The settlement net, deal by deal</source>
        <translation>The settlement net, deal by deal</translation>
    </message>
    <message>
        <source>Running totals, deal by deal</source>
        <translation>Running totals, deal by deal</translation>
    </message>
    <message>
        <source>Money, deal by deal</source>
        <translation>Money, deal by deal</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1 at %2, sitting by sitting</source>
        <translation>%1 at %2, sitting by sitting</translation>
    </message>
    <message>
        <source>Zapis — %1 over time</source>
        <translation>Zapis — %1 over time</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>%1 has no sittings left.</source>
        <translation>%1 has no sittings left.</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Sittings</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>Average result</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Best result</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Contracts played</source>
        <translation>Contracts played</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contracts made</translation>
    </message>
    <message>
        <source>Beetles</source>
        <translation>Beetles</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Average contract</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Knocks</translation>
    </message>
    <message>
        <source>Remizes paid</source>
        <translation>Remizes paid</translation>
    </message>
    <message>
        <source>Money paid in remizes</source>
        <translation>Money paid in remizes</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts suffered</source>
        <translation>Undercuts suffered</translation>
    </message>
    <message>
        <source>Average per deal</source>
        <translation>Average per deal</translation>
    </message>
    <message>
        <source>Pools closed</source>
        <translation>Pools closed</translation>
    </message>
    <message>
        <source>Games declared</source>
        <translation>Games declared</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Remizes</translation>
    </message>
    <message>
        <source>Misères made</source>
        <translation>Misères made</translation>
    </message>
    <message>
        <source>Raspasy won</source>
        <translation>Raspasy won</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Zapis — the score sheet</source>
        <translation>Zapis — the score sheet</translation>
    </message>
    <message>
        <source>← All sittings</source>
        <translation>← All sittings</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Opening the database…</translation>
    </message>
    <message>
        <source>&amp;New sitting…</source>
        <translation>&amp;New sitting…</translation>
    </message>
    <message>
        <source>&amp;All sittings</source>
        <translation>&amp;All sittings</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Players…</translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation>&amp;Import session file…</translation>
    </message>
    <message>
        <source>&amp;Export sitting…</source>
        <translation>&amp;Export sitting…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Delete the selected deal</source>
        <translation>&amp;Delete the selected deal</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Scoreboard for the room</source>
        <translation>&amp;Scoreboard for the room</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Rules of this game</translation>
    </message>
    <message>
        <source>&amp;About Zapis</source>
        <translation>&amp;About Zapis</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>The new language takes effect when Zapis starts again.</source>
        <translation>The new language takes effect when Zapis starts again.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Restart now</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <source>Open a sitting to show its scoreboard.</source>
        <translation>Open a sitting to show its scoreboard.</translation>
    </message>
    <message>
        <source>A backup is being restored: wait until it is done.</source>
        <translation>A backup is being restored: wait until it is done.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Zapis %1&lt;/h3&gt;&lt;p&gt;The score sheet and rulebook for Three Bugs, Stukolka, Gin, Rummy and Preferans at a real table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zapis %1&lt;/h3&gt;&lt;p&gt;The score sheet and rulebook for Three Bugs, Stukolka, Gin, Rummy and Preferans at a real table.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Zapis</source>
        <translation>About Zapis</translation>
    </message>
    <message>
        <source>No such sitting</source>
        <translation>No such sitting</translation>
    </message>
    <message>
        <source>There is no sitting %1 in this database.</source>
        <translation>There is no sitting %1 in this database.</translation>
    </message>
    <message>
        <source>The sitting cannot be opened</source>
        <translation>The sitting cannot be opened</translation>
    </message>
    <message>
        <source>This build of Zapis has no sheet for this game yet.</source>
        <translation>This build of Zapis has no sheet for this game yet.</translation>
    </message>
    <message>
        <source>Zapis — %1, sitting %2</source>
        <translation>Zapis — %1, sitting %2</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Rule section: %1</source>
        <translation>Rule section: %1</translation>
    </message>
    <message>
        <source>The rulebook has no section %1.</source>
        <translation>The rulebook has no section %1.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>The rulebook is not part of this build.</source>
        <translation>The rulebook is not part of this build.</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>As the &amp;system</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Appearance</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>Nothing is left on the table; money left there is shared equally among the players.</source>
        <translation>Nothing is left on the table; money left there is shared equally among the players.</translation>
    </message>
    <message>
        <source>%1 left on the table is shared equally: %2 to each player.</source>
        <translation>%1 left on the table is shared equally: %2 to each player.</translation>
    </message>
    <message>
        <source>%1 left on the table is shared equally: %2 to each player; the odd kopecks (%3) go one each to %4.</source>
        <translation>%1 left on the table is shared equally: %2 to each player; the odd kopecks (%3) go one each to %4.</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Nobody pays anybody.</translation>
    </message>
    <message>
        <source>Nets:</source>
        <translation>Nets:</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Payments:</translation>
    </message>
</context>
<context>
    <name>NewSittingDialog</name>
    <message>
        <source>New sitting</source>
        <translation>New sitting</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Players, in seat order (clockwise)</source>
        <translation>Players, in seat order (clockwise)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Move up a seat (Alt+Up in the name)</source>
        <translation>Move up a seat (Alt+Up in the name)</translation>
    </message>
    <message>
        <source>Move down a seat (Alt+Down in the name)</source>
        <translation>Move down a seat (Alt+Down in the name)</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>First &amp;dealer</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Place</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>N&amp;ote</translation>
    </message>
    <message>
        <source>not for money</source>
        <translation>not for money</translation>
    </message>
    <message>
        <source>Money for one point (Stukolka: for one unit of the stake), e.g. 0.10 or 2.50; leave empty when the table does not play for money</source>
        <translation>Money for one point (Stukolka: for one unit of the stake), e.g. 0.10 or 2.50; leave empty when the table does not play for money</translation>
    </message>
    <message>
        <source>P&amp;rice of a point</source>
        <translation>P&amp;rice of a point</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>C&amp;urrency</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>This game is not part of this build of Zapis yet.</source>
        <translation>This game is not part of this build of Zapis yet.</translation>
    </message>
    <message>
        <source>This game needs %1 players; %2 are named.</source>
        <translation>This game needs %1 players; %2 are named.</translation>
    </message>
    <message>
        <source>The sitting was not created</source>
        <translation>The sitting was not created</translation>
    </message>
</context>
<context>
    <name>OpenFile</name>
    <message>
        <source>Import the session file?</source>
        <translation>Import the session file?</translation>
    </message>
    <message>
        <source>Import %1 as a new sitting and open it? Nothing is changed in it.</source>
        <translation>Import %1 as a new sitting and open it? Nothing is changed in it.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>money</source>
        <translation>money</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Double-click to see the sittings %1 played</source>
        <translation>Double-click to see the sittings %1 played</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Sittings</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Rubbers won</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Counted in</translation>
    </message>
    <message>
        <source>The player&apos;s name as it is written now</source>
        <translation>The player&apos;s name as it is written now</translation>
    </message>
    <message>
        <source>Each game played has a row of its own</source>
        <translation>Each game played has a row of its own</translation>
    </message>
    <message>
        <source>Sittings of this game the player sat at</source>
        <translation>Sittings of this game the player sat at</translation>
    </message>
    <message>
        <source>The player&apos;s totals summed over the sittings of this game</source>
        <translation>The player&apos;s totals summed over the sittings of this game</translation>
    </message>
    <message>
        <source>Three Bugs games, gin games and Hollywood columns, rummy games (Stukolka has no games)</source>
        <translation>Three Bugs games, gin games and Hollywood columns, rummy games (Stukolka has no games)</translation>
    </message>
    <message>
        <source>Three Bugs rubbers (only Three Bugs is played in rubbers)</source>
        <translation>Three Bugs rubbers (only Three Bugs is played in rubbers)</translation>
    </message>
    <message>
        <source>Points, or money in Stukolka: never added together</source>
        <translation>Points, or money in Stukolka: never added together</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Zapis — players</source>
        <translation>Zapis — players</translation>
    </message>
    <message>
        <source>&amp;New name:</source>
        <translation>&amp;New name:</translation>
    </message>
    <message>
        <source>&amp;Rename everywhere</source>
        <translation>&amp;Rename everywhere</translation>
    </message>
    <message>
        <source>Select a player, type the new name</source>
        <translation>Select a player, type the new name</translation>
    </message>
    <message>
        <source>The name changes in every sitting and every deal of the player</source>
        <translation>The name changes in every sitting and every deal of the player</translation>
    </message>
    <message>
        <source>&amp;Show the player&apos;s sittings</source>
        <translation>&amp;Show the player&apos;s sittings</translation>
    </message>
    <message>
        <source>Results over &amp;time…</source>
        <translation>Results over &amp;time…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have sat at this database&apos;s tables.</source>
        <translation>
            <numerusform>%n player has sat at this database&apos;s tables.</numerusform>
            <numerusform>%n players have sat at this database&apos;s tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>No players yet: they appear here after their first sitting.</source>
        <translation>No players yet: they appear here after their first sitting.</translation>
    </message>
    <message>
        <source>Select the player to rename first.</source>
        <translation>Select the player to rename first.</translation>
    </message>
    <message>
        <source>That is already the player&apos;s name.</source>
        <translation>That is already the player&apos;s name.</translation>
    </message>
    <message>
        <source>Nobody was renamed: %1</source>
        <translation>Nobody was renamed: %1</translation>
    </message>
    <message>
        <source>There is no player %1 any more; the list is read again.</source>
        <translation>There is no player %1 any more; the list is read again.</translation>
    </message>
</context>
<context>
    <name>PreferansDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>PreferansForm</name>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>c</source>
        <comment>key: contract</comment>
        <translation>c</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>m</source>
        <comment>key: misere</comment>
        <translation>m</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Raspasy</translation>
    </message>
    <message>
        <source>r</source>
        <comment>key: raspasy</comment>
        <translation>r</translation>
    </message>
    <message>
        <source>Without three</source>
        <translation>Without three</translation>
    </message>
    <message>
        <source>w</source>
        <comment>key: concede</comment>
        <translation>w</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correction</translation>
    </message>
    <message>
        <source>f</source>
        <comment>key: correction</comment>
        <translation>f</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Deal:</translation>
    </message>
    <message>
        <source>De&amp;clarer:</source>
        <translation>De&amp;clarer:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Level:</translation>
    </message>
    <message>
        <source>s</source>
        <comment>key: spades</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>c</source>
        <comment>key: clubs</comment>
        <translation>c</translation>
    </message>
    <message>
        <source>d</source>
        <comment>key: diamonds</comment>
        <translation>d</translation>
    </message>
    <message>
        <source>h</source>
        <comment>key: hearts</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>n</source>
        <comment>key: no trump</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>&amp;Strain:</source>
        <translation>&amp;Strain:</translation>
    </message>
    <message>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <source>w</source>
        <comment>key: whist</comment>
        <translation>w</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>p</source>
        <comment>key: pass</comment>
        <translation>p</translation>
    </message>
    <message>
        <source>Half-whist</source>
        <translation>Half-whist</translation>
    </message>
    <message>
        <source>h</source>
        <comment>key: half-whist</comment>
        <translation>h</translation>
    </message>
    <message>
        <source>In the light (the passer&apos;s cards face up)</source>
        <translation>In the light (the passer&apos;s cards face up)</translation>
    </message>
    <message>
        <source>&amp;Open:</source>
        <translation>&amp;Open:</translation>
    </message>
    <message>
        <source>&amp;Tricks:</source>
        <translation>&amp;Tricks:</translation>
    </message>
    <message>
        <source>Talon tric&amp;ks:</source>
        <translation>Talon tric&amp;ks:</translation>
    </message>
    <message>
        <source>D&amp;ealer:</source>
        <translation>D&amp;ealer:</translation>
    </message>
    <message>
        <source>The declarer&apos;s initial, the level (0: 10), the strain (1–5), each defender&apos;s word, the tricks (the third player&apos;s fill in); Shift+Tab: the kind of deal.</source>
        <translation>The declarer&apos;s initial, the level (0: 10), the strain (1–5), each defender&apos;s word, the tricks (the third player&apos;s fill in); Shift+Tab: the kind of deal.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (first):</source>
        <translation>%1 (first):</translation>
    </message>
    <message>
        <source>%1 (second):</source>
        <translation>%1 (second):</translation>
    </message>
    <message>
        <source>First defender:</source>
        <translation>First defender:</translation>
    </message>
    <message>
        <source>Second defender:</source>
        <translation>Second defender:</translation>
    </message>
    <message>
        <source>Choose the contract: its level and its strain.</source>
        <translation>Choose the contract: its level and its strain.</translation>
    </message>
    <message>
        <source>Choose the declarer.</source>
        <translation>Choose the declarer.</translation>
    </message>
    <message>
        <source>Say what %1 said: whist, pass or half-whist.</source>
        <translation>Say what %1 said: whist, pass or half-whist.</translation>
    </message>
    <message>
        <source>(proposed; sits out)</source>
        <translation>(proposed; sits out)</translation>
    </message>
    <message>
        <source>(proposed)</source>
        <translation>(proposed)</translation>
    </message>
</context>
<context>
    <name>PreferansOptions</name>
    <message>
        <source>Sochi (Сочинка)</source>
        <translation>Sochi (Сочинка)</translation>
    </message>
    <message>
        <source>Leningrad (Ленинградка, Питер)</source>
        <translation>Leningrad (Ленинградка, Питер)</translation>
    </message>
    <message>
        <source>Rostov (Москва)</source>
        <translation>Rostov (Москва)</translation>
    </message>
    <message>
        <source>when every pool is closed</source>
        <translation>when every pool is closed</translation>
    </message>
    <message>
        <source>when the pools&apos; sum reaches n × T</source>
        <translation>when the pools&apos; sum reaches n × T</translation>
    </message>
    <message>
        <source>every defender</source>
        <translation>every defender</translation>
    </message>
    <message>
        <source>the whisters only</source>
        <translation>the whisters only</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>greedy (жлобский)</source>
        <translation>greedy (жлобский)</translation>
    </message>
    <message>
        <source>gentleman (джентльменский)</source>
        <translation>gentleman (джентльменский)</translation>
    </message>
    <message>
        <source>full: the value a trick</source>
        <translation>full: the value a trick</translation>
    </message>
    <message>
        <source>half: half the value a trick</source>
        <translation>half: half the value a trick</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>halves (the Kodex)</source>
        <translation>halves (the Kodex)</translation>
    </message>
    <message>
        <source>pair: a partner&apos;s surplus covers</source>
        <translation>pair: a partner&apos;s surplus covers</translation>
    </message>
    <message>
        <source>personal quotas, always</source>
        <translation>personal quotas, always</translation>
    </message>
    <message>
        <source>the deficit shared</source>
        <translation>the deficit shared</translation>
    </message>
    <message>
        <source>the second whister</source>
        <translation>the second whister</translation>
    </message>
    <message>
        <source>both whisters</source>
        <translation>both whisters</translation>
    </message>
    <message>
        <source>all the defence&apos;s tricks</source>
        <translation>all the defence&apos;s tricks</translation>
    </message>
    <message>
        <source>on the mountain</source>
        <translation>on the mountain</translation>
    </message>
    <message>
        <source>as whists on the others</source>
        <translation>as whists on the others</translation>
    </message>
    <message>
        <source>the difference from the fewest</source>
        <translation>the difference from the fewest</translation>
    </message>
    <message>
        <source>the whister&apos;s own tricks</source>
        <translation>the whister&apos;s own tricks</translation>
    </message>
    <message>
        <source>all in the light, the whister&apos;s own in the dark</source>
        <translation>all in the light, the whister&apos;s own in the dark</translation>
    </message>
    <message>
        <source>all the player&apos;s tricks</source>
        <translation>all the player&apos;s tricks</translation>
    </message>
    <message>
        <source>a whisted contract or a misère</source>
        <translation>a whisted contract or a misère</translation>
    </message>
    <message>
        <source>only a played, whisted contract</source>
        <translation>only a played, whisted contract</translation>
    </message>
    <message>
        <source>any other deal</source>
        <translation>any other deal</translation>
    </message>
    <message>
        <source>American help, then the write-off</source>
        <translation>American help, then the write-off</translation>
    </message>
    <message>
        <source>written off one&apos;s own mountain</source>
        <translation>written off one&apos;s own mountain</translation>
    </message>
    <message>
        <source>in the pool</source>
        <translation>in the pool</translation>
    </message>
    <message>
        <source>off one&apos;s own mountain first</source>
        <translation>off one&apos;s own mountain first</translation>
    </message>
    <message>
        <source>÷ n, all the players</source>
        <translation>÷ n, all the players</translation>
    </message>
    <message>
        <source>÷ (n − 1)</source>
        <translation>÷ (n − 1)</translation>
    </message>
    <message>
        <source>Pulka length (each pool):</source>
        <translation>Pulka length (each pool):</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>The game ends:</translation>
    </message>
    <message>
        <source>Values (6–10, misère):</source>
        <translation>Values (6–10, misère):</translation>
    </message>
    <message>
        <source>Whisters must take (6–10):</source>
        <translation>Whisters must take (6–10):</translation>
    </message>
    <message>
        <source>Whist multiplier:</source>
        <translation>Whist multiplier:</translation>
    </message>
    <message>
        <source>Mountain multiplier:</source>
        <translation>Mountain multiplier:</translation>
    </message>
    <message>
        <source>Consolation written by:</source>
        <translation>Consolation written by:</translation>
    </message>
    <message>
        <source>The dealer (4 players):</source>
        <translation>The dealer (4 players):</translation>
    </message>
    <message>
        <source>Whist:</source>
        <translation>Whist:</translation>
    </message>
    <message>
        <source>Whister&apos;s responsibility:</source>
        <translation>Whister&apos;s responsibility:</translation>
    </message>
    <message>
        <source>Two whisters answer by:</source>
        <translation>Two whisters answer by:</translation>
    </message>
    <message>
        <source>At 8–10 the odd trick is on:</source>
        <translation>At 8–10 the odd trick is on:</translation>
    </message>
    <message>
        <source>A lone whister counts:</source>
        <translation>A lone whister counts:</translation>
    </message>
    <message>
        <source>Half-whist at:</source>
        <translation>Half-whist at:</translation>
    </message>
    <message>
        <source>Talon prize:</source>
        <translation>Talon prize:</translation>
    </message>
    <message>
        <source>Raspasy tricks go:</source>
        <translation>Raspasy tricks go:</translation>
    </message>
    <message>
        <source>Raspasy: a trick costs:</source>
        <translation>Raspasy: a trick costs:</translation>
    </message>
    <message>
        <source>Raspasy: whists a trick:</source>
        <translation>Raspasy: whists a trick:</translation>
    </message>
    <message>
        <source>Raspasy whists count:</source>
        <translation>Raspasy whists count:</translation>
    </message>
    <message>
        <source>Raspasy progression:</source>
        <translation>Raspasy progression:</translation>
    </message>
    <message>
        <source>Raspasy amnesty:</source>
        <translation>Raspasy amnesty:</translation>
    </message>
    <message>
        <source>No tricks on raspasy:</source>
        <translation>No tricks on raspasy:</translation>
    </message>
    <message>
        <source>Raspasy end at:</source>
        <translation>Raspasy end at:</translation>
    </message>
    <message>
        <source>The dealer takes the talon (4):</source>
        <translation>The dealer takes the talon (4):</translation>
    </message>
    <message>
        <source>Beyond a closed pool:</source>
        <translation>Beyond a closed pool:</translation>
    </message>
    <message>
        <source>Whists a point of help:</source>
        <translation>Whists a point of help:</translation>
    </message>
    <message>
        <source>A made game goes:</source>
        <translation>A made game goes:</translation>
    </message>
    <message>
        <source>Whists a pool point:</source>
        <translation>Whists a pool point:</translation>
    </message>
    <message>
        <source>Whists a mountain point:</source>
        <translation>Whists a mountain point:</translation>
    </message>
    <message>
        <source>Mountain whists divided:</source>
        <translation>Mountain whists divided:</translation>
    </message>
</context>
<context>
    <name>PreferansOptionsPage</name>
    <message>
        <source>&amp;Convention:</source>
        <translation>&amp;Convention:</translation>
    </message>
    <message>
        <source>Choosing a convention fills in every option from its preset; an option changed from the preset is shown in bold, with the preset&apos;s value under it. The rulebook explains each one and its rulings.</source>
        <translation>Choosing a convention fills in every option from its preset; an option changed from the preset is shown in bold, with the preset&apos;s value under it. The rulebook explains each one and its rulings.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>e.g. 1 2 3</source>
        <translation>e.g. 1 2 3</translation>
    </message>
    <message>
        <source>the trick&apos;s price in the pool</source>
        <translation>the trick&apos;s price in the pool</translation>
    </message>
    <message>
        <source>points in the pool:</source>
        <translation>points in the pool:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>changed; the preset: %1</source>
        <translation>changed; the preset: %1</translation>
    </message>
    <message>
        <source>the preset: %1</source>
        <translation>the preset: %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the trick&apos;s price</source>
        <translation>the trick&apos;s price</translation>
    </message>
</context>
<context>
    <name>PreferansPrint</name>
    <message>
        <source>The pulka</source>
        <translation>The pulka</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>The settlement, step by step</source>
        <translation>The settlement, step by step</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
</context>
<context>
    <name>PreferansSheet</name>
    <message>
        <source>%1, pulka of %2</source>
        <translation>%1, pulka of %2</translation>
    </message>
    <message>
        <source>raspasy in a row: %1</source>
        <translation>raspasy in a row: %1</translation>
    </message>
    <message>
        <source>deals next: %1</source>
        <translation>deals next: %1</translation>
    </message>
    <message>
        <source>The pulka is over; see the Settle tab for who pays whom.</source>
        <translation>The pulka is over; see the Settle tab for who pays whom.</translation>
    </message>
</context>
<context>
    <name>PreferansWords</name>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>%1, made</source>
        <translation>%1, made</translation>
    </message>
    <message>
        <source>%1, down %2</source>
        <translation>%1, down %2</translation>
    </message>
    <message>
        <source>%1, passed out</source>
        <translation>%1, passed out</translation>
    </message>
    <message>
        <source>%1, half-whisted</source>
        <translation>%1, half-whisted</translation>
    </message>
    <message>
        <source>%1, without three</source>
        <translation>%1, without three</translation>
    </message>
    <message>
        <source>misère, made</source>
        <translation>misère, made</translation>
    </message>
    <message>
        <source>misère, caught with %2</source>
        <translation>misère, caught with %2</translation>
    </message>
    <message>
        <source>raspasy no. %3 of the run</source>
        <translation>raspasy no. %3 of the run</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>greedy whist</source>
        <translation>greedy whist</translation>
    </message>
    <message>
        <source>gentleman whist</source>
        <translation>gentleman whist</translation>
    </message>
    <message>
        <source>%1 writes %2 in the pool: the game&apos;s value (%3)</source>
        <translation>%1 writes %2 in the pool: the game&apos;s value (%3)</translation>
    </message>
    <message>
        <source>%1 goes down %2: %2 × %3 × %4 = %5 on the mountain (%6)</source>
        <translation>%1 goes down %2: %2 × %3 × %4 = %5 on the mountain (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: consolation, %4 undertricks × %5 (%6)</source>
        <translation>%1 writes %2 whists on %3: consolation, %4 undertricks × %5 (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: half-whist, %4 tricks × %5 (%6)</source>
        <translation>%1 writes %2 whists on %3: half-whist, %4 tricks × %5 (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 on the mountain: a whist shortfall, %3 taken (%4, %5)</source>
        <translation>%1 writes %2 on the mountain: a whist shortfall, %3 taken (%4, %5)</translation>
    </message>
    <message>
        <source>%1 made the misère: %2 in the pool</source>
        <translation>%1 made the misère: %2 in the pool</translation>
    </message>
    <message>
        <source>%1&apos;s misère is caught: %2 tricks × %3 × %4 = %5 on the mountain</source>
        <translation>%1&apos;s misère is caught: %2 tricks × %3 × %4 = %5 on the mountain</translation>
    </message>
    <message>
        <source>Raspasy no. %1: %2 writes %3 whists on %4 at %5 a trick</source>
        <translation>Raspasy no. %1: %2 writes %3 whists on %4 at %5 a trick</translation>
    </message>
    <message>
        <source>Raspasy no. %1: %2 took %3 tricks × %4 = %5 on the mountain</source>
        <translation>Raspasy no. %1: %2 took %3 tricks × %4 = %5 on the mountain</translation>
    </message>
    <message>
        <source>Raspasy: %1 took no trick and writes %2 in the pool</source>
        <translation>Raspasy: %1 took no trick and writes %2 in the pool</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: the talon prize, %4 tricks × %5</source>
        <translation>%1 writes %2 whists on %3: the talon prize, %4 tricks × %5</translation>
    </message>
    <message>
        <source>Nobody can take %1&apos;s %2 pool points: they come off the mountain</source>
        <translation>Nobody can take %1&apos;s %2 pool points: they come off the mountain</translation>
    </message>
    <message>
        <source>%1&apos;s game first pays off the mountain: %2</source>
        <translation>%1&apos;s game first pays off the mountain: %2</translation>
    </message>
    <message>
        <source>%1 gives up without three: 3 × %2 × %3 = %4 on the mountain (%5)</source>
        <translation>%1 gives up without three: 3 × %2 × %3 = %4 on the mountain (%5)</translation>
    </message>
    <message>
        <source>Correction, as the table wrote it: %1</source>
        <translation>Correction, as the table wrote it: %1</translation>
    </message>
    <message>
        <source>Correction, as the table wrote it</source>
        <translation>Correction, as the table wrote it</translation>
    </message>
    <message>
        <source>full responsibility</source>
        <translation>full responsibility</translation>
    </message>
    <message>
        <source>half responsibility</source>
        <translation>half responsibility</translation>
    </message>
    <message>
        <source>no responsibility</source>
        <translation>no responsibility</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: %4 tricks × %5 ÷ 2, shared (%6, %7)</source>
        <translation>%1 writes %2 whists on %3: %4 tricks × %5 ÷ 2, shared (%6, %7)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: %4 tricks × %5 (%6, %7)</source>
        <translation>%1 writes %2 whists on %3: %4 tricks × %5 (%6, %7)</translation>
    </message>
    <message>
        <source>American help: %1&apos;s %2 points go into %3&apos;s pool</source>
        <translation>American help: %1&apos;s %2 points go into %3&apos;s pool</translation>
    </message>
    <message>
        <source>American help: %1 writes %2 whists on %3 (%4 points × %5)</source>
        <translation>American help: %1 writes %2 whists on %3 (%4 points × %5)</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <source>whists on %1</source>
        <translation>whists on %1</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Settling up at %1 a point</source>
        <translation>Settling up at %1 a point</translation>
    </message>
    <message>
        <source>Settling up at %1 a whist</source>
        <translation>Settling up at %1 a whist</translation>
    </message>
    <message>
        <source>Settling up at %1 a unit of the stake</source>
        <translation>Settling up at %1 a unit of the stake</translation>
    </message>
    <message>
        <source>Net (+ receives, − pays)</source>
        <translation>Net (+ receives, − pays)</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Payments</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Who pays whom</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Nobody pays anybody.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Sitting %1</source>
        <translation>Sitting %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continued)</translation>
    </message>
    <message>
        <source>Above the line</source>
        <translation>Above the line</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Below the line</translation>
    </message>
    <message>
        <source>Above, in all</source>
        <translation>Above, in all</translation>
    </message>
    <message>
        <source>Below, in all</source>
        <translation>Below, in all</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Rubbers won</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Game %1: %2</translation>
    </message>
    <message>
        <source>Rubber %1: %2</source>
        <translation>Rubber %1: %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>On the table</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>%2&#xa0;at&#xa0;%1</source>
        <translation>%2&#xa0;at&#xa0;%1</translation>
    </message>
    <message>
        <source>%1 knocks</source>
        <translation>%1 knocks</translation>
    </message>
    <message>
        <source>%1 gin</source>
        <translation>%1 gin</translation>
    </message>
    <message>
        <source>%1 knocks, undercut</source>
        <translation>%1 knocks, undercut</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>dead hand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonuses</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Settlement</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 wins %2</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>not decided yet</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>drawn</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <source>trick values</source>
        <translation>trick values</translation>
    </message>
    <message>
        <source>undertrick values</source>
        <translation>undertrick values</translation>
    </message>
    <message>
        <source>honour units</source>
        <translation>honour units</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variant</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>stake</translation>
    </message>
    <message>
        <source>remiz limit</source>
        <translation>remiz limit</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>scoring</translation>
    </message>
    <message>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <source>gin bonus</source>
        <translation>gin bonus</translation>
    </message>
    <message>
        <source>undercut bonus</source>
        <translation>undercut bonus</translation>
    </message>
    <message>
        <source>box bonus</source>
        <translation>box bonus</translation>
    </message>
    <message>
        <source>game bonus</source>
        <translation>game bonus</translation>
    </message>
    <message>
        <source>shutout doubles</source>
        <translation>shutout doubles</translation>
    </message>
    <message>
        <source>packs</source>
        <translation>packs</translation>
    </message>
    <message>
        <source>ordinary</source>
        <translation>ordinary</translation>
    </message>
    <message>
        <source>obligatory</source>
        <translation>obligatory</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>single game</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>convention</source>
        <translation>convention</translation>
    </message>
    <message>
        <source>pulka length</source>
        <translation>pulka length</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>game ends</translation>
    </message>
    <message>
        <source>values</source>
        <translation>values</translation>
    </message>
    <message>
        <source>whisters must take</source>
        <translation>whisters must take</translation>
    </message>
    <message>
        <source>whist multiplier</source>
        <translation>whist multiplier</translation>
    </message>
    <message>
        <source>mountain multiplier</source>
        <translation>mountain multiplier</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>consolation</translation>
    </message>
    <message>
        <source>the dealer&apos;s consolation</source>
        <translation>the dealer&apos;s consolation</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <source>responsibility</source>
        <translation>responsibility</translation>
    </message>
    <message>
        <source>two whisters</source>
        <translation>two whisters</translation>
    </message>
    <message>
        <source>the odd trick at 8–10</source>
        <translation>the odd trick at 8–10</translation>
    </message>
    <message>
        <source>a lone whister counts</source>
        <translation>a lone whister counts</translation>
    </message>
    <message>
        <source>half-whist at</source>
        <translation>half-whist at</translation>
    </message>
    <message>
        <source>talon prize</source>
        <translation>talon prize</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>raspasy trick</source>
        <translation>raspasy trick</translation>
    </message>
    <message>
        <source>raspasy whists a trick</source>
        <translation>raspasy whists a trick</translation>
    </message>
    <message>
        <source>raspasy whists count</source>
        <translation>raspasy whists count</translation>
    </message>
    <message>
        <source>raspasy progression</source>
        <translation>raspasy progression</translation>
    </message>
    <message>
        <source>raspasy amnesty</source>
        <translation>raspasy amnesty</translation>
    </message>
    <message>
        <source>no tricks on raspasy</source>
        <translation>no tricks on raspasy</translation>
    </message>
    <message>
        <source>raspasy end</source>
        <translation>raspasy end</translation>
    </message>
    <message>
        <source>the dealer&apos;s talon</source>
        <translation>the dealer&apos;s talon</translation>
    </message>
    <message>
        <source>beyond a closed pool</source>
        <translation>beyond a closed pool</translation>
    </message>
    <message>
        <source>whists a point of help</source>
        <translation>whists a point of help</translation>
    </message>
    <message>
        <source>a made game</source>
        <translation>a made game</translation>
    </message>
    <message>
        <source>whists a pool point</source>
        <translation>whists a pool point</translation>
    </message>
    <message>
        <source>whists a mountain point</source>
        <translation>whists a mountain point</translation>
    </message>
    <message>
        <source>mountain whists divided by</source>
        <translation>mountain whists divided by</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>greedy</translation>
    </message>
    <message>
        <source>gentleman</source>
        <translation>gentleman</translation>
    </message>
    <message>
        <source>on the mountain</source>
        <translation>on the mountain</translation>
    </message>
    <message>
        <source>as whists</source>
        <translation>as whists</translation>
    </message>
    <message>
        <source>American help</source>
        <translation>American help</translation>
    </message>
    <message>
        <source>written off</source>
        <translation>written off</translation>
    </message>
    <message>
        <source>the mountain first</source>
        <translation>the mountain first</translation>
    </message>
    <message>
        <source>the trick&apos;s price</source>
        <translation>the trick&apos;s price</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <source>when every pool is closed</source>
        <translation>when every pool is closed</translation>
    </message>
    <message>
        <source>when the pools&apos; sum reaches n × T</source>
        <translation>when the pools&apos; sum reaches n × T</translation>
    </message>
    <message>
        <source>every defender</source>
        <translation>every defender</translation>
    </message>
    <message>
        <source>the whisters only</source>
        <translation>the whisters only</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>full: the value a trick</source>
        <translation>full: the value a trick</translation>
    </message>
    <message>
        <source>half: half the value a trick</source>
        <translation>half: half the value a trick</translation>
    </message>
    <message>
        <source>halves (the Kodex)</source>
        <translation>halves (the Kodex)</translation>
    </message>
    <message>
        <source>pair: a partner&apos;s surplus covers</source>
        <translation>pair: a partner&apos;s surplus covers</translation>
    </message>
    <message>
        <source>personal quotas, always</source>
        <translation>personal quotas, always</translation>
    </message>
    <message>
        <source>the deficit shared</source>
        <translation>the deficit shared</translation>
    </message>
    <message>
        <source>the second whister</source>
        <translation>the second whister</translation>
    </message>
    <message>
        <source>both whisters</source>
        <translation>both whisters</translation>
    </message>
    <message>
        <source>all the defence&apos;s tricks</source>
        <translation>all the defence&apos;s tricks</translation>
    </message>
    <message>
        <source>the whister&apos;s own tricks</source>
        <translation>the whister&apos;s own tricks</translation>
    </message>
    <message>
        <source>all in the light, the whister&apos;s own in the dark</source>
        <translation>all in the light, the whister&apos;s own in the dark</translation>
    </message>
    <message>
        <source>all the player&apos;s tricks</source>
        <translation>all the player&apos;s tricks</translation>
    </message>
    <message>
        <source>the difference from the fewest</source>
        <translation>the difference from the fewest</translation>
    </message>
    <message>
        <source>a whisted contract or a misère</source>
        <translation>a whisted contract or a misère</translation>
    </message>
    <message>
        <source>only a played, whisted contract</source>
        <translation>only a played, whisted contract</translation>
    </message>
    <message>
        <source>any other deal</source>
        <translation>any other deal</translation>
    </message>
    <message>
        <source>in the pool</source>
        <translation>in the pool</translation>
    </message>
    <message>
        <source>÷ n, all the players</source>
        <translation>÷ n, all the players</translation>
    </message>
    <message>
        <source>÷ (n − 1)</source>
        <translation>÷ (n − 1)</translation>
    </message>
</context>
<context>
    <name>PulkaSheet</name>
    <message>
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <source>Settlement (whists):</source>
        <translation>Settlement (whists):</translation>
    </message>
    <message>
        <source>Settlement so far (whists):</source>
        <translation>Settlement so far (whists):</translation>
    </message>
    <message>
        <source>%1&apos;s pool</source>
        <translation>%1&apos;s pool</translation>
    </message>
    <message>
        <source>%1&apos;s mountain</source>
        <translation>%1&apos;s mountain</translation>
    </message>
    <message>
        <source>%1&apos;s whists on %2</source>
        <translation>%1&apos;s whists on %2</translation>
    </message>
    <message>
        <source>The last %1 of its %2 numbers (a click on a number selects its deal in the deals list, which holds every deal&apos;s):</source>
        <translation>The last %1 of its %2 numbers (a click on a number selects its deal in the deals list, which holds every deal&apos;s):</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>Page &amp;order:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages &amp;per sheet:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Page &amp;Set:</translation>
    </message>
</context>
<context>
    <name>RecordsPanel</name>
    <message>
        <source>Records of %1: counting…</source>
        <translation>Records of %1: counting…</translation>
    </message>
    <message>
        <source>Records of %1</source>
        <translation>Records of %1</translation>
    </message>
    <message>
        <source>No records of %1: %2</source>
        <translation>No records of %1: %2</translation>
    </message>
</context>
<context>
    <name>RuleViolation</name>
    <message>
        <source>&apos;{card}&apos; is not a card: write 10 for a ten (a Cyrillic Т is the ace); ranks A 2..10 J Q K or Т В Д К, suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т</source>
        <translation>&apos;{card}&apos; is not a card: write 10 for a ten (a Cyrillic Т is the ace); ranks A 2..10 J Q K or Т В Д К, suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card; write rank and suit, e.g. 10H, 10♥ or 10Ч (ranks A 2..10 J Q K or Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т)</source>
        <translation>&apos;{card}&apos; is not a card; write rank and suit, e.g. 10H, 10♥ or 10Ч (ranks A 2..10 J Q K or Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т)</translation>
    </message>
    <message>
        <source>Preferans is played by {low} or {high} players, not {count}</source>
        <translation>Preferans is played by {low} or {high} players, not {count}</translation>
    </message>
    <message>
        <source>Stukolka is played by {low} to {high} players, not {count}</source>
        <translation>Stukolka is played by {low} to {high} players, not {count}</translation>
    </message>
    <message>
        <source>Three Bugs {variant} is played by exactly {expected} players, not {given}</source>
        <translation>Three Bugs {variant} is played by exactly {expected} players, not {given}</translation>
    </message>
    <message>
        <source>a deal has {needed} hands of {size} (three players and the dummy count four), not {got}</source>
        <translation>a deal has {needed} hands of {size} (three players and the dummy count four), not {got}</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>a deal must be a JSON object</translation>
    </message>
    <message>
        <source>a gin has no deadwood: deadwood must be 0, not {value}</source>
        <translation>a gin has no deadwood: deadwood must be 0, not {value}</translation>
    </message>
    <message>
        <source>a hand is named &apos;{name}&apos;, the dummy&apos;s name here; give the dummy&apos;s cards under &quot;dummy&quot;</source>
        <translation>a hand is named &apos;{name}&apos;, the dummy&apos;s name here; give the dummy&apos;s cards under &quot;dummy&quot;</translation>
    </message>
    <message>
        <source>a player&apos;s name cannot be empty</source>
        <translation>a player&apos;s name cannot be empty</translation>
    </message>
    <message>
        <source>a seated player is missing from the database&apos;s players</source>
        <translation>a seated player is missing from the database&apos;s players</translation>
    </message>
    <message>
        <source>a sitting holds at most {limit} deals, and this one would hold {count}: split it into sittings of {limit} deals or fewer</source>
        <translation>a sitting holds at most {limit} deals, and this one would hold {count}: split it into sittings of {limit} deals or fewer</translation>
    </message>
    <message>
        <source>a stored number has {digits} digits, more than {limit}</source>
        <translation>a stored number has {digits} digits, more than {limit}</translation>
    </message>
    <message>
        <source>a stored value cannot be read ({problem}); another program wrote it</source>
        <translation>a stored value cannot be read ({problem}); another program wrote it</translation>
    </message>
    <message>
        <source>a stored value gives the key &apos;{key}&apos; twice</source>
        <translation>a stored value gives the key &apos;{key}&apos; twice</translation>
    </message>
    <message>
        <source>a stored value holds {word}, not a number</source>
        <translation>a stored value holds {word}, not a number</translation>
    </message>
    <message>
        <source>a stored value is bytes, not JSON text</source>
        <translation>a stored value is bytes, not JSON text</translation>
    </message>
    <message>
        <source>a stored value is nested too deep to read</source>
        <translation>a stored value is nested too deep to read</translation>
    </message>
    <message>
        <source>a stored value is not valid JSON: {problem} (column {column})</source>
        <translation>a stored value is not valid JSON: {problem} (column {column})</translation>
    </message>
    <message>
        <source>a stored value is {kind}, not JSON text</source>
        <translation>a stored value is {kind}, not JSON text</translation>
    </message>
    <message>
        <source>a {kind} fault needs the player who made it (a player at the table)</source>
        <translation>a {kind} fault needs the player who made it (a player at the table)</translation>
    </message>
    <message>
        <source>all-pass tricks give none for {player}; every player&apos;s tricks are needed</source>
        <translation>all-pass tricks give none for {player}; every player&apos;s tricks are needed</translation>
    </message>
    <message>
        <source>all-pass tricks sum to {total}; they must sum to {needed}</source>
        <translation>all-pass tricks sum to {total}; they must sum to {needed}</translation>
    </message>
    <message>
        <source>cannot read the file: the name holds a NUL character</source>
        <translation>cannot read the file: the name holds a NUL character</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>cannot read the file: {reason}</translation>
    </message>
    <message>
        <source>cards are given for &apos;{name}&apos;, who is not at the table; allowed: {allowed}</source>
        <translation>cards are given for &apos;{name}&apos;, who is not at the table; allowed: {allowed}</translation>
    </message>
    <message>
        <source>contract &apos;{value}&apos; is not a level 6..10 and a strain S, C, D, H or NT</source>
        <translation>contract &apos;{value}&apos; is not a level 6..10 and a strain S, C, D, H or NT</translation>
    </message>
    <message>
        <source>contract level {level} is outside 6..10</source>
        <translation>contract level {level} is outside 6..10</translation>
    </message>
    <message>
        <source>contract must be text such as &quot;7H&quot;, not {got}</source>
        <translation>contract must be text such as &quot;7H&quot;, not {got}</translation>
    </message>
    <message>
        <source>currency &apos;{value}&apos; is longer than {limit} characters</source>
        <translation>currency &apos;{value}&apos; is longer than {limit} characters</translation>
    </message>
    <message>
        <source>currency &apos;{value}&apos; starts or ends with a space</source>
        <translation>currency &apos;{value}&apos; starts or ends with a space</translation>
    </message>
    <message>
        <source>currency must be text, not {got}</source>
        <translation>currency must be text, not {got}</translation>
    </message>
    <message>
        <source>deadwood {value} is above the knock limit {limit}</source>
        <translation>deadwood {value} is above the knock limit {limit}</translation>
    </message>
    <message>
        <source>deadwood {value} is above the knock limit {limit} set by the upcard {upcard}</source>
        <translation>deadwood {value} is above the knock limit {limit} set by the upcard {upcard}</translation>
    </message>
    <message>
        <source>deals must be a list, not {got}</source>
        <translation>deals must be a list, not {got}</translation>
    </message>
    <message>
        <source>defenders gives {player} the role &apos;{value}&apos;; the roles are {choices}</source>
        <translation>defenders gives {player} the role &apos;{value}&apos;; the roles are {choices}</translation>
    </message>
    <message>
        <source>defenders must name both defenders ({defenders}): {missing} missing</source>
        <translation>defenders must name both defenders ({defenders}): {missing} missing</translation>
    </message>
    <message>
        <source>defenders names the declarer {declarer}</source>
        <translation>defenders names the declarer {declarer}</translation>
    </message>
    <message>
        <source>defenders: half-whist is not allowed at {level} (half_whist: {levels})</source>
        <translation>defenders: half-whist is not allowed at {level} (half_whist: {levels})</translation>
    </message>
    <message>
        <source>defenders: half-whist is said by the second defender, after the first passed; {first} speaks first</source>
        <translation>defenders: half-whist is said by the second defender, after the first passed; {first} speaks first</translation>
    </message>
    <message>
        <source>defenders: half-whist is said only after the other defender passed</source>
        <translation>defenders: half-whist is said only after the other defender passed</translation>
    </message>
    <message>
        <source>duplicate key &apos;{key}&apos; in {name}: a field may be given once</source>
        <translation>duplicate key &apos;{key}&apos; in {name}: a field may be given once</translation>
    </message>
    <message>
        <source>faults name {player}, but nobody played this deal; leave faults out or empty</source>
        <translation>faults name {player}, but nobody played this deal; leave faults out or empty</translation>
    </message>
    <message>
        <source>faults name {player}, who did not play this deal; only players who played can break the lead or trumping rules ({knockers})</source>
        <translation>faults name {player}, who did not play this deal; only players who played can break the lead or trumping rules ({knockers})</translation>
    </message>
    <message>
        <source>final contract {contract} is lower than the winning bid {bid}; it may be {bid} or any higher contract</source>
        <translation>final contract {contract} is lower than the winning bid {bid}; it may be {bid} or any higher contract</translation>
    </message>
    <message>
        <source>first dealer &apos;{name}&apos; is not one of the players</source>
        <translation>first dealer &apos;{name}&apos; is not one of the players</translation>
    </message>
    <message>
        <source>game must be text, not {got}</source>
        <translation>game must be text, not {got}</translation>
    </message>
    <message>
        <source>gin is played by exactly {count} players, not {got}</source>
        <translation>gin is played by exactly {count} players, not {got}</translation>
    </message>
    <message>
        <source>give the cards of one hand, or the knocker&apos;s and the opponent&apos;s hands</source>
        <translation>give the cards of one hand, or the knocker&apos;s and the opponent&apos;s hands</translation>
    </message>
    <message>
        <source>half_whist must list distinct levels among 6 and 7, not {levels}</source>
        <translation>half_whist must list distinct levels among 6 and 7, not {levels}</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} and the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</source>
        <translation>honours {honours} at {contract} and the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} give {soloist} {honours} of the four aces and leave {left}, but the crowns and aces recorded for the other players need {needed} (a crown starts with its ace)</source>
        <translation>honours {honours} at {contract} give {soloist} {honours} of the four aces and leave {left}, but the crowns and aces recorded for the other players need {needed} (a crown starts with its ace)</translation>
    </message>
    <message>
        <source>a contract needs its soloist and a soloist a contract</source>
        <translation>a contract needs its soloist and a soloist a contract</translation>
    </message>
    <message>
        <source>aces names &apos;{player}&apos; twice; give that player&apos;s aces once (3 or 4)</source>
        <translation>aces names &apos;{player}&apos; twice; give that player&apos;s aces once (3 or 4)</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} mean {soloist} held three or four aces (the honours are A K Q J 10 of trumps and the other aces): record the soloist&apos;s aces</source>
        <translation>honours {honours} at {contract} mean {soloist} held three or four aces (the honours are A K Q J 10 of trumps and the other aces): record the soloist&apos;s aces</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} mean {soloist} held {honours} aces: record aces {honours} for {soloist} as well (+{premium})</source>
        <translation>honours {honours} at {contract} mean {soloist} held {honours} aces: record aces {honours} for {soloist} as well (+{premium})</translation>
    </message>
    <message>
        <source>knocked must list every player in the obligatory variant, where everyone plays (or be left out); missing: {missing}</source>
        <translation>knocked must list every player in the obligatory variant, where everyone plays (or be left out); missing: {missing}</translation>
    </message>
    <message>
        <source>melded and in hand add up to {value}, more than the {high} the packs are worth</source>
        <translation>melded and in hand add up to {value}, more than the {high} the packs are worth</translation>
    </message>
    <message>
        <source>no deal may follow deal {last}: the partie is complete</source>
        <translation>no deal may follow deal {last}: the partie is complete</translation>
    </message>
    <message>
        <source>not a Zapis session file (&quot;format&quot; must be &quot;{expected}&quot;)</source>
        <translation>not a Zapis session file (&quot;format&quot; must be &quot;{expected}&quot;)</translation>
    </message>
    <message>
        <source>not a Zapis session file (expected a JSON object, found {got})</source>
        <translation>not a Zapis session file (expected a JSON object, found {got})</translation>
    </message>
    <message>
        <source>not valid JSON: {problem} (column {column})</source>
        <translation>not valid JSON: {problem} (column {column})</translation>
    </message>
    <message>
        <source>note must be text, not {got}</source>
        <translation>note must be text, not {got}</translation>
    </message>
    <message>
        <source>one price is given for sittings priced in different currencies ({currencies}); name the price&apos;s currency with --currency</source>
        <translation>one price is given for sittings priced in different currencies ({currencies}); name the price&apos;s currency with --currency</translation>
    </message>
    <message>
        <source>open (light or dark) is given only when exactly one defender whists</source>
        <translation>open (light or dark) is given only when exactly one defender whists</translation>
    </message>
    <message>
        <source>open is missing: a lone whister&apos;s tricks depend on it (lone_whister_tricks by-light)</source>
        <translation>open is missing: a lone whister&apos;s tricks depend on it (lone_whister_tricks by-light)</translation>
    </message>
    <message>
        <source>open must be true or false, not {got}</source>
        <translation>open must be true or false, not {got}</translation>
    </message>
    <message>
        <source>options.packs {packs} does not suit {got} players: one pack is for 2 to 4 players, two packs for 4 to 8</source>
        <translation>options.packs {packs} does not suit {got} players: one pack is for 2 to 4 players, two packs for 4 to 8</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds a control character ({code}), which a name cannot hold</source>
        <translation>player name &apos;{name}&apos; holds a control character ({code}), which a name cannot hold</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds a lone surrogate ({code}): it is not Unicode text</source>
        <translation>player name &apos;{name}&apos; holds a lone surrogate ({code}): it is not Unicode text</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds an invisible character ({code}); type the name without it</source>
        <translation>player name &apos;{name}&apos; holds an invisible character ({code}); type the name without it</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is already taken by another player</source>
        <translation>player name &apos;{name}&apos; is already taken by another player</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is also used for something else in the records of sitting {sitting}, so it cannot be renamed automatically</source>
        <translation>player name &apos;{name}&apos; is also used for something else in the records of sitting {sitting}, so it cannot be renamed automatically</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is given twice</source>
        <translation>player name &apos;{name}&apos; is given twice</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is longer than {limit} characters</source>
        <translation>player name &apos;{name}&apos; is longer than {limit} characters</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is longer than {limit} characters once its letters are folded for comparison (ß counts as ss)</source>
        <translation>player name &apos;{name}&apos; is longer than {limit} characters once its letters are folded for comparison (ß counts as ss)</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; starts or ends with a space</source>
        <translation>player name &apos;{name}&apos; starts or ends with a space</translation>
    </message>
    <message>
        <source>player {position} has an empty name</source>
        <translation>player {position} has an empty name</translation>
    </message>
    <message>
        <source>players must be a non-empty list of names</source>
        <translation>players must be a non-empty list of names</translation>
    </message>
    <message>
        <source>price &apos;{value}&apos; is not a decimal number; write it like &quot;2.50&quot;</source>
        <translation>price &apos;{value}&apos; is not a decimal number; write it like &quot;2.50&quot;</translation>
    </message>
    <message>
        <source>price must be a decimal string such as &quot;2.50&quot;, not {got}</source>
        <translation>price must be a decimal string such as &quot;2.50&quot;, not {got}</translation>
    </message>
    <message>
        <source>price {value} has more than two decimal places; the smallest amount is 0.01</source>
        <translation>price {value} has more than two decimal places; the smallest amount is 0.01</translation>
    </message>
    <message>
        <source>price {value} is more than the highest price, {high}</source>
        <translation>price {value} is more than the highest price, {high}</translation>
    </message>
    <message>
        <source>price {value} is not a number; write it like &quot;2.50&quot;</source>
        <translation>price {value} is not a number; write it like &quot;2.50&quot;</translation>
    </message>
    <message>
        <source>price {value} must be greater than 0</source>
        <translation>price {value} must be greater than 0</translation>
    </message>
    <message>
        <source>raspasy_dealer_talon needs {why}</source>
        <translation>raspasy_dealer_talon needs {why}</translation>
    </message>
    <message>
        <source>raspasy_progression must list at least one multiplier</source>
        <translation>raspasy_progression must list at least one multiplier</translation>
    </message>
    <message>
        <source>raspasy_zero_prize &quot;price&quot; is the mountain price: it needs raspasy &quot;gora&quot;</source>
        <translation>raspasy_zero_prize &quot;price&quot; is the mountain price: it needs raspasy &quot;gora&quot;</translation>
    </message>
    <message>
        <source>rummy is played by {low} to {high} players, not {got}</source>
        <translation>rummy is played by {low} to {high} players, not {got}</translation>
    </message>
    <message>
        <source>sitting {sitting} is named twice; each sitting counts once</source>
        <translation>sitting {sitting} is named twice; each sitting counts once</translation>
    </message>
    <message>
        <source>talon_tricks is given only for a played contract</source>
        <translation>talon_tricks is given only for a played contract</translation>
    </message>
    <message>
        <source>talon_tricks is given only when the talon prize is played (talon_prize)</source>
        <translation>talon_tricks is given only when the talon prize is played (talon_prize)</translation>
    </message>
    <message>
        <source>the cards give aces {cards}, but the deal records {entered}</source>
        <translation>the cards give aces {cards}, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards give amurchik {cards}, but the deal records {entered}</source>
        <translation>the cards give amurchik {cards}, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards give crowns {cards}, but the deal records {entered}</source>
        <translation>the cards give crowns {cards}, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards give no hand for {player}; all four hands are needed</source>
        <translation>the cards give no hand for {player}; all four hands are needed</translation>
    </message>
    <message>
        <source>the cards give no hand for {player}; give both hands</source>
        <translation>the cards give no hand for {player}; give both hands</translation>
    </message>
    <message>
        <source>the cards give none for {player}; every player&apos;s are needed</source>
        <translation>the cards give none for {player}; every player&apos;s are needed</translation>
    </message>
    <message>
        <source>the cards give {got} hands; a deal has {needed} (the dummy&apos;s only with a dummy)</source>
        <translation>the cards give {got} hands; a deal has {needed} (the dummy&apos;s only with a dummy)</translation>
    </message>
    <message>
        <source>the cards must be a list of cards such as [&quot;AS&quot;, &quot;10H&quot;] or one text &quot;AS 10H&quot;, not {got}</source>
        <translation>the cards must be a list of cards such as [&quot;AS&quot;, &quot;10H&quot;] or one text &quot;AS 10H&quot;, not {got}</translation>
    </message>
    <message>
        <source>the cards of {player} ({part}) are worth {cards}, but the deal records {entered}</source>
        <translation>the cards of {player} ({part}) are worth {cards}, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} are {got}; a hand here holds {sizes}</source>
        <translation>the cards of {player} are {got}; a hand here holds {sizes}</translation>
    </message>
    <message>
        <source>the cards of {player} hold {cards} honours, but the deal records {entered}</source>
        <translation>the cards of {player} hold {cards} honours, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} leave a least deadwood of {cards}, but the deal records {entered}</source>
        <translation>the cards of {player} leave a least deadwood of {cards}, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} leave {cards} after the lay-offs, but the deal records {entered}</source>
        <translation>the cards of {player} leave {cards} after the lay-offs, but the deal records {entered}</translation>
    </message>
    <message>
        <source>the knocker&apos;s least deadwood is {deadwood}, above the knock limit {limit}: no knock is possible</source>
        <translation>the knocker&apos;s least deadwood is {deadwood}, above the knock limit {limit}: no knock is possible</translation>
    </message>
    <message>
        <source>the talon card {card} of {player} is not in that player&apos;s hand</source>
        <translation>the talon card {card} of {player} is not in that player&apos;s hand</translation>
    </message>
    <message>
        <source>{dealer} deals and sits out with 4 players, so cannot be in {name}</source>
        <translation>{dealer} deals and sits out with 4 players, so cannot be in {name}</translation>
    </message>
    <message>
        <source>{player} has crowns in {suits} suits, so holds {suits} aces: aces must give {player} {suits} or more</source>
        <translation>{player} has crowns in {suits} suits, so holds {suits} aces: aces must give {player} {suits} or more</translation>
    </message>
    <message>
        <source>{soloist} claims {count} aces, but honours at {contract} are the soloist&apos;s aces and are {honours}: one of the two is wrong</source>
        <translation>{soloist} claims {count} aces, but honours at {contract} are the soloist&apos;s aces and are {honours}: one of the two is wrong</translation>
    </message>
    <message>
        <source>{soloist} has an amurchik (no ace, king, queen or jack among the 11 cards dealt), so holds {most} honours at most at {contract}, not {honours}</source>
        <translation>{soloist} has an amurchik (no ace, king, queen or jack among the 11 cards dealt), so holds {most} honours at most at {contract}, not {honours}</translation>
    </message>
    <message>
        <source>{soloist}&apos;s crowns start with {needed} aces, but honours at {contract} (the soloist&apos;s aces) are {honours}</source>
        <translation>{soloist}&apos;s crowns start with {needed} aces, but honours at {contract} (the soloist&apos;s aces) are {honours}</translation>
    </message>
    <message>
        <source>{writer} cannot write whists on {writer}</source>
        <translation>{writer} cannot write whists on {writer}</translation>
    </message>
    <message>
        <source>the cards of {player} must be a list such as [&quot;AS&quot;, &quot;10H&quot;], not {got}</source>
        <translation>the cards of {player} must be a list such as [&quot;AS&quot;, &quot;10H&quot;], not {got}</translation>
    </message>
    <message>
        <source>the cards of {player}: &apos;{card}&apos; is not a card; write rank and suit, e.g. 10H (ranks A 2..10 J Q K; suits S C D H)</source>
        <translation>the cards of {player}: &apos;{card}&apos; is not a card; write rank and suit, e.g. 10H (ranks A 2..10 J Q K; suits S C D H)</translation>
    </message>
    <message>
        <source>the cards of {player}: &apos;{card}&apos; is written {spelling} in a session file</source>
        <translation>the cards of {player}: &apos;{card}&apos; is written {spelling} in a session file</translation>
    </message>
    <message>
        <source>the cards of {player}: {card} is also among the cards of {other}; the pack holds it once</source>
        <translation>the cards of {player}: {card} is also among the cards of {other}; the pack holds it once</translation>
    </message>
    <message>
        <source>the cards of {player}: {card} is given more than {packs} times; {packs} packs hold it {packs} times</source>
        <translation>the cards of {player}: {card} is given more than {packs} times; {packs} packs hold it {packs} times</translation>
    </message>
    <message>
        <source>the crowns and aces recorded need {needed} aces (each crown starts with an ace); the pack has 4</source>
        <translation>the crowns and aces recorded need {needed} aces (each crown starts with an ace); the pack has 4</translation>
    </message>
    <message>
        <source>the crowns of {player} hold {cards} cards; one hand holds {most}</source>
        <translation>the crowns of {player} hold {cards} cards; one hand holds {most}</translation>
    </message>
    <message>
        <source>the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</source>
        <translation>the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</translation>
    </message>
    <message>
        <source>the data is nested more than {limit} levels deep</source>
        <translation>the data is nested more than {limit} levels deep</translation>
    </message>
    <message>
        <source>the deal cannot be written as JSON: {problem}</source>
        <translation>the deal cannot be written as JSON: {problem}</translation>
    </message>
    <message>
        <source>the dealer&apos;s tricks {count} are outside 0..{high} (the talon has 2 cards)</source>
        <translation>the dealer&apos;s tricks {count} are outside 0..{high} (the talon has 2 cards)</translation>
    </message>
    <message>
        <source>the dummy &apos;{dummy}&apos; is not one of the hands</source>
        <translation>the dummy &apos;{dummy}&apos; is not one of the hands</translation>
    </message>
    <message>
        <source>the exchange fault is written once per deal (its fine is once per deal)</source>
        <translation>the exchange fault is written once per deal (its fine is once per deal)</translation>
    </message>
    <message>
        <source>the exchange fault names no player (it is the defenders&apos; side&apos;s); leave out its player</source>
        <translation>the exchange fault names no player (it is the defenders&apos; side&apos;s); leave out its player</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes, more than a session file can be</source>
        <translation>the file is larger than {limit} bytes, more than a session file can be</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>the file is not UTF-8 text</translation>
    </message>
    <message>
        <source>the file is {kind}, not a session file</source>
        <translation>the file is {kind}, not a session file</translation>
    </message>
    <message>
        <source>the game ended at deal {ended}; no deal can follow it</source>
        <translation>the game ended at deal {ended}; no deal can follow it</translation>
    </message>
    <message>
        <source>the knocker and the opponent have one name, &apos;{name}&apos;</source>
        <translation>the knocker and the opponent have one name, &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a lower remiz limit than {remiz_limit}</source>
        <translation>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a lower remiz limit than {remiz_limit}</translation>
    </message>
    <message>
        <source>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a remiz limit (options.remiz_limit), which keeps the pot from growing so far</source>
        <translation>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a remiz limit (options.remiz_limit), which keeps the pot from growing so far</translation>
    </message>
    <message>
        <source>the sittings are priced in different currencies ({currencies}), which cannot be added: settle each currency&apos;s sittings apart, or give one price for all with --price and its --currency</source>
        <translation>the sittings are priced in different currencies ({currencies}), which cannot be added: settle each currency&apos;s sittings apart, or give one price for all with --price and its --currency</translation>
    </message>
    <message>
        <source>the sittings are priced in {own}, not {currency}: their amounts are in {own}; to settle in {currency}, give the price in it with --price</source>
        <translation>the sittings are priced in {own}, not {currency}: their amounts are in {own}; to settle in {currency}, give the price in it with --price</translation>
    </message>
    <message>
        <source>the soloist &apos;{soloist}&apos; holds none of the players&apos; hands</source>
        <translation>the soloist &apos;{soloist}&apos; holds none of the players&apos; hands</translation>
    </message>
    <message>
        <source>the talon card {card} is not in the hand</source>
        <translation>the talon card {card} is not in the hand</translation>
    </message>
    <message>
        <source>the talon names &apos;{player}&apos;, who holds none of the hands</source>
        <translation>the talon names &apos;{player}&apos;, who holds none of the hands</translation>
    </message>
    <message>
        <source>the {suit} crown is claimed by both {first} and {second}; only the hand with the ace can hold it</source>
        <translation>the {suit} crown is claimed by both {first} and {second}; only the hand with the ace can hold it</translation>
    </message>
    <message>
        <source>tricks add up to {total}; the knockers take exactly {tricks} tricks a deal</source>
        <translation>tricks add up to {total}; the knockers take exactly {tricks} tricks a deal</translation>
    </message>
    <message>
        <source>tricks are missing: the knockers&apos; tricks must add up to {tricks}</source>
        <translation>tricks are missing: the knockers&apos; tricks must add up to {tricks}</translation>
    </message>
    <message>
        <source>tricks are not recorded for a contract nobody whisted (passed out or half-whisted)</source>
        <translation>tricks are not recorded for a contract nobody whisted (passed out or half-whisted)</translation>
    </message>
    <message>
        <source>tricks is missing: somebody whisted, so the contract was played</source>
        <translation>tricks is missing: somebody whisted, so the contract was played</translation>
    </message>
    <message>
        <source>tricks must give the declarer {declarer}&apos;s tricks</source>
        <translation>tricks must give the declarer {declarer}&apos;s tricks</translation>
    </message>
    <message>
        <source>tricks must name every active player: {missing} missing</source>
        <translation>tricks must name every active player: {missing} missing</translation>
    </message>
    <message>
        <source>tricks must name the dealer {dealer}, who takes the talon&apos;s tricks (raspasy_dealer_talon)</source>
        <translation>tricks must name the dealer {dealer}, who takes the talon&apos;s tricks (raspasy_dealer_talon)</translation>
    </message>
    <message>
        <source>tricks name {player}, but nobody knocked, so no tricks were played; leave tricks out or empty</source>
        <translation>tricks name {player}, but nobody knocked, so no tricks were played; leave tricks out or empty</translation>
    </message>
    <message>
        <source>tricks name {player}, who did not knock; only knockers take tricks ({knockers})</source>
        <translation>tricks name {player}, who did not knock; only knockers take tricks ({knockers})</translation>
    </message>
    <message>
        <source>tricks sum to {total}, not {deal_tricks}</source>
        <translation>tricks sum to {total}, not {deal_tricks}</translation>
    </message>
    <message>
        <source>type &apos;{value}&apos; is not one of {choices}</source>
        <translation>type &apos;{value}&apos; is not one of {choices}</translation>
    </message>
    <message>
        <source>type is missing</source>
        <translation>type is missing</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;; allowed: {allowed}</source>
        <translation>unknown field &apos;{key}&apos;; allowed: {allowed}</translation>
    </message>
    <message>
        <source>unknown version {version}; this Zapis reads version {known}</source>
        <translation>unknown version {version}; this Zapis reads version {known}</translation>
    </message>
    <message>
        <source>upcard &apos;{value}&apos; is not a card; write rank and suit, e.g. 6H (ranks {ranks}; suits {suits})</source>
        <translation>upcard &apos;{value}&apos; is not a card; write rank and suit, e.g. 6H (ranks {ranks}; suits {suits})</translation>
    </message>
    <message>
        <source>upcard is missing; Oklahoma needs the first upcard for the knock limit</source>
        <translation>upcard is missing; Oklahoma needs the first upcard for the knock limit</translation>
    </message>
    <message>
        <source>upcard is missing; Oklahoma records the first upcard of every deal</source>
        <translation>upcard is missing; Oklahoma records the first upcard of every deal</translation>
    </message>
    <message>
        <source>{card} is also in {other}&apos;s hand; a pack holds it once</source>
        <translation>{card} is also in {other}&apos;s hand; a pack holds it once</translation>
    </message>
    <message>
        <source>{card} is given twice; the pack holds it once</source>
        <translation>{card} is given twice; the pack holds it once</translation>
    </message>
    <message>
        <source>{card} is given {count} times; {packs} packs hold it {packs} times</source>
        <translation>{card} is given {count} times; {packs} packs hold it {packs} times</translation>
    </message>
    <message>
        <source>{count} players have an amurchik; the 36 cards below the jack make at most three hands of 11 without an ace, king, queen or jack</source>
        <translation>{count} players have an amurchik; the 36 cards below the jack make at most three hands of 11 without an ace, king, queen or jack</translation>
    </message>
    <message>
        <source>{first} and {second} both claim three or more aces; only one hand can hold three or four of the four aces</source>
        <translation>{first} and {second} both claim three or more aces; only one hand can hold three or four of the four aces</translation>
    </message>
    <message>
        <source>{got} cards from the talon; each player gets {size}</source>
        <translation>{got} cards from the talon; each player gets {size}</translation>
    </message>
    <message>
        <source>{got} cards; a hand here holds {sizes}</source>
        <translation>{got} cards; a hand here holds {sizes}</translation>
    </message>
    <message>
        <source>{got} cards; each hand holds {size}</source>
        <translation>{got} cards; each hand holds {size}</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>{key} is missing</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not a contract: write a level 4..13 and a strain S, C, D, H or NT, e.g. 10NT</source>
        <translation>{name} &apos;{value}&apos; is not a contract: write a level 4..13 and a strain S, C, D, H or NT, e.g. 10NT</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not a player at the table ({players})</source>
        <translation>{name} &apos;{value}&apos; is not a player at the table ({players})</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not one of {choices}</source>
        <translation>{name} &apos;{value}&apos; is not one of {choices}</translation>
    </message>
    <message>
        <source>{name} has no count for {player}; every player needs one</source>
        <translation>{name} has no count for {player}; every player needs one</translation>
    </message>
    <message>
        <source>{name} has two fields that differ only in how their accents are written</source>
        <translation>{name} has two fields that differ only in how their accents are written</translation>
    </message>
    <message>
        <source>{name} holds a control character ({code}), which is not allowed</source>
        <translation>{name} holds a control character ({code}), which is not allowed</translation>
    </message>
    <message>
        <source>{name} holds a lone surrogate ({code}): it is not Unicode text</source>
        <translation>{name} holds a lone surrogate ({code}): it is not Unicode text</translation>
    </message>
    <message>
        <source>{name} is a number of {digits} digits, beyond the limit of ±{limit}</source>
        <translation>{name} is a number of {digits} digits, beyond the limit of ±{limit}</translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation>{name} is missing</translation>
    </message>
    <message>
        <source>{name} is {word}, which is not a number JSON allows</source>
        <translation>{name} is {word}, which is not a number JSON allows</translation>
    </message>
    <message>
        <source>{name} must be &quot;price&quot;, a whole number 0..{high} or null, not {got}</source>
        <translation>{name} must be &quot;price&quot;, a whole number 0..{high} or null, not {got}</translation>
    </message>
    <message>
        <source>{name} must be a JSON object, not {got}</source>
        <translation>{name} must be a JSON object, not {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of players, not {got}</source>
        <translation>{name} must be a list of players, not {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of whole numbers, not a list holding {got}</source>
        <translation>{name} must be a list of whole numbers, not a list holding {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of whole numbers, not {got}</source>
        <translation>{name} must be a list of whole numbers, not {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of {what}, not {got}</source>
        <translation>{name} must be a list of {what}, not {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {got}</source>
        <translation>{name} must be a whole number, not {got}</translation>
    </message>
    <message>
        <source>{name} must be non-empty text, not {got}</source>
        <translation>{name} must be non-empty text, not {got}</translation>
    </message>
    <message>
        <source>{name} must be text such as 10NT (level 4..13 and strain S, C, D, H or NT), not {got}</source>
        <translation>{name} must be text such as 10NT (level 4..13 and strain S, C, D, H or NT), not {got}</translation>
    </message>
    <message>
        <source>{name} must be text, not {got}</source>
        <translation>{name} must be text, not {got}</translation>
    </message>
    <message>
        <source>{name} must be true or false, not {got}</source>
        <translation>{name} must be true or false, not {got}</translation>
    </message>
    <message>
        <source>{name} names &apos;{value}&apos; twice</source>
        <translation>{name} names &apos;{value}&apos; twice</translation>
    </message>
    <message>
        <source>{name} {value} is below {low}</source>
        <translation>{name} {value} is below {low}</translation>
    </message>
    <message>
        <source>{name} {value} is beyond the limit of ±{limit}</source>
        <translation>{name} {value} is beyond the limit of ±{limit}</translation>
    </message>
    <message>
        <source>{name} {value} is not a positive multiple of 3 (allowed: 3, 6, 9, 12 …)</source>
        <translation>{name} {value} is not a positive multiple of 3 (allowed: 3, 6, 9, 12 …)</translation>
    </message>
    <message>
        <source>{name} {value} is outside {low}..{high}</source>
        <translation>{name} {value} is outside {low}..{high}</translation>
    </message>
    <message>
        <source>{name} {value}: level {level} is outside {low}..{high}</source>
        <translation>{name} {value}: level {level} is outside {low}..{high}</translation>
    </message>
    <message>
        <source>{player} cannot have an amurchik and also a crown or three or four aces: an amurchik hand holds no ace</source>
        <translation>{player} cannot have an amurchik and also a crown or three or four aces: an amurchik hand holds no ace</translation>
    </message>
    <message>
        <source>{player} has two crowns in {suit}; a suit makes one crown</source>
        <translation>{player} has two crowns in {suit}; a suit makes one crown</translation>
    </message>
    <message>
        <source>{player} left {value} in hand; {cards} cards count {most} at most.</source>
        <translation>{player} left {value} in hand; {cards} cards count {most} at most.</translation>
    </message>
    <message>
        <source>{player}&apos;s total would go beyond ±{limit}, more than Zapis can keep</source>
        <translation>{player}&apos;s total would go beyond ±{limit}, more than Zapis can keep</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{table} gives no value for level {level}; it needs every level 4..13</source>
        <translation>{table} gives no value for level {level}; it needs every level 4..13</translation>
    </message>
    <message>
        <source>{what} takes half of value × multiplier, which at {level} is {amount}, odd: every entry must stay whole</source>
        <translation>{what} takes half of value × multiplier, which at {level} is {amount}, odd: every entry must stay whole</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Deal %1: %2</translation>
    </message>
</context>
<context>
    <name>RuleViolationName</name>
    <message>
        <source>soloist tricks</source>
        <translation>soloist tricks</translation>
    </message>
    <message>
        <source>honours at NT (aces)</source>
        <translation>honours at NT (aces)</translation>
    </message>
    <message>
        <source>honours at a suit</source>
        <translation>honours at a suit</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>bid</translation>
    </message>
    <message>
        <source>winning bid</source>
        <translation>winning bid</translation>
    </message>
    <message>
        <source>honours</source>
        <translation>honours</translation>
    </message>
    <message>
        <source>faults</source>
        <translation>faults</translation>
    </message>
    <message>
        <source>faults.kind</source>
        <translation>faults.kind</translation>
    </message>
    <message>
        <source>faults.player</source>
        <translation>faults.player</translation>
    </message>
    <message>
        <source>crowns</source>
        <translation>crowns</translation>
    </message>
    <message>
        <source>crowns.player</source>
        <translation>crowns.player</translation>
    </message>
    <message>
        <source>crowns.suit</source>
        <translation>crowns.suit</translation>
    </message>
    <message>
        <source>crowns.length</source>
        <translation>crowns.length</translation>
    </message>
    <message>
        <source>crown holder</source>
        <translation>crown holder</translation>
    </message>
    <message>
        <source>options.dummy</source>
        <translation>options.dummy</translation>
    </message>
    <message>
        <source>options.trick values</source>
        <translation>options.trick values</translation>
    </message>
    <message>
        <source>options.undertrick values</source>
        <translation>options.undertrick values</translation>
    </message>
    <message>
        <source>options.honour units</source>
        <translation>options.honour units</translation>
    </message>
    <message>
        <source>trick values</source>
        <translation>trick values</translation>
    </message>
    <message>
        <source>undertrick values</source>
        <translation>undertrick values</translation>
    </message>
    <message>
        <source>honour units</source>
        <translation>honour units</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>knocked</translation>
    </message>
    <message>
        <source>options.variant</source>
        <translation>options.variant</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>stake</translation>
    </message>
    <message>
        <source>remiz limit</source>
        <translation>remiz limit</translation>
    </message>
    <message>
        <source>options.ante</source>
        <translation>options.ante</translation>
    </message>
    <message>
        <source>options.stake</source>
        <translation>options.stake</translation>
    </message>
    <message>
        <source>options.remiz limit</source>
        <translation>options.remiz limit</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>deadwood</translation>
    </message>
    <message>
        <source>opponent deadwood</source>
        <translation>opponent deadwood</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>upcard</translation>
    </message>
    <message>
        <source>options.scoring</source>
        <translation>options.scoring</translation>
    </message>
    <message>
        <source>options.target</source>
        <translation>options.target</translation>
    </message>
    <message>
        <source>options.gin bonus</source>
        <translation>options.gin bonus</translation>
    </message>
    <message>
        <source>options.undercut bonus</source>
        <translation>options.undercut bonus</translation>
    </message>
    <message>
        <source>options.box bonus</source>
        <translation>options.box bonus</translation>
    </message>
    <message>
        <source>options.game bonus</source>
        <translation>options.game bonus</translation>
    </message>
    <message>
        <source>options.shutout doubles</source>
        <translation>options.shutout doubles</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>melded</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in hand</translation>
    </message>
    <message>
        <source>options.packs</source>
        <translation>options.packs</translation>
    </message>
    <message>
        <source>format</source>
        <translation>format</translation>
    </message>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>deals</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>deal</translation>
    </message>
    <message>
        <source>session</source>
        <translation>session</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>consolation</translation>
    </message>
    <message>
        <source>convention</source>
        <translation>convention</translation>
    </message>
    <message>
        <source>dealer consolation</source>
        <translation>dealer consolation</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>defenders</translation>
    </message>
    <message>
        <source>game end</source>
        <translation>game end</translation>
    </message>
    <message>
        <source>game writes</source>
        <translation>game writes</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>gora</translation>
    </message>
    <message>
        <source>gora unit</source>
        <translation>gora unit</translation>
    </message>
    <message>
        <source>half whist</source>
        <translation>half whist</translation>
    </message>
    <message>
        <source>help whists</source>
        <translation>help whists</translation>
    </message>
    <message>
        <source>high contract liability</source>
        <translation>high contract liability</translation>
    </message>
    <message>
        <source>lone whister tricks</source>
        <translation>lone whister tricks</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>obligations</source>
        <translation>obligations</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>options.consolation</source>
        <translation>options.consolation</translation>
    </message>
    <message>
        <source>options.convention</source>
        <translation>options.convention</translation>
    </message>
    <message>
        <source>options.dealer consolation</source>
        <translation>options.dealer consolation</translation>
    </message>
    <message>
        <source>options.game end</source>
        <translation>options.game end</translation>
    </message>
    <message>
        <source>options.game writes</source>
        <translation>options.game writes</translation>
    </message>
    <message>
        <source>options.gora unit</source>
        <translation>options.gora unit</translation>
    </message>
    <message>
        <source>options.half whist</source>
        <translation>options.half whist</translation>
    </message>
    <message>
        <source>options.help whists</source>
        <translation>options.help whists</translation>
    </message>
    <message>
        <source>options.high contract liability</source>
        <translation>options.high contract liability</translation>
    </message>
    <message>
        <source>options.lone whister tricks</source>
        <translation>options.lone whister tricks</translation>
    </message>
    <message>
        <source>options.obligations</source>
        <translation>options.obligations</translation>
    </message>
    <message>
        <source>options.overflow</source>
        <translation>options.overflow</translation>
    </message>
    <message>
        <source>options.pool target</source>
        <translation>options.pool target</translation>
    </message>
    <message>
        <source>options.pool unit</source>
        <translation>options.pool unit</translation>
    </message>
    <message>
        <source>options.raspasy</source>
        <translation>options.raspasy</translation>
    </message>
    <message>
        <source>options.raspasy amnesty</source>
        <translation>options.raspasy amnesty</translation>
    </message>
    <message>
        <source>options.raspasy dealer talon</source>
        <translation>options.raspasy dealer talon</translation>
    </message>
    <message>
        <source>options.raspasy exit</source>
        <translation>options.raspasy exit</translation>
    </message>
    <message>
        <source>options.raspasy progression</source>
        <translation>options.raspasy progression</translation>
    </message>
    <message>
        <source>options.raspasy trick value</source>
        <translation>options.raspasy trick value</translation>
    </message>
    <message>
        <source>options.raspasy whist value</source>
        <translation>options.raspasy whist value</translation>
    </message>
    <message>
        <source>options.raspasy whists basis</source>
        <translation>options.raspasy whists basis</translation>
    </message>
    <message>
        <source>options.raspasy zero prize</source>
        <translation>options.raspasy zero prize</translation>
    </message>
    <message>
        <source>options.remiz multiplier</source>
        <translation>options.remiz multiplier</translation>
    </message>
    <message>
        <source>options.responsibility</source>
        <translation>options.responsibility</translation>
    </message>
    <message>
        <source>options.settlement divisor</source>
        <translation>options.settlement divisor</translation>
    </message>
    <message>
        <source>options.talon prize</source>
        <translation>options.talon prize</translation>
    </message>
    <message>
        <source>options.two whisters</source>
        <translation>options.two whisters</translation>
    </message>
    <message>
        <source>options.values</source>
        <translation>options.values</translation>
    </message>
    <message>
        <source>options.whist multiplier</source>
        <translation>options.whist multiplier</translation>
    </message>
    <message>
        <source>options.whist style</source>
        <translation>options.whist style</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>overflow</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>pool target</source>
        <translation>pool target</translation>
    </message>
    <message>
        <source>pool unit</source>
        <translation>pool unit</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>raspasy amnesty</source>
        <translation>raspasy amnesty</translation>
    </message>
    <message>
        <source>raspasy dealer talon</source>
        <translation>raspasy dealer talon</translation>
    </message>
    <message>
        <source>raspasy exit</source>
        <translation>raspasy exit</translation>
    </message>
    <message>
        <source>raspasy progression</source>
        <translation>raspasy progression</translation>
    </message>
    <message>
        <source>raspasy trick value</source>
        <translation>raspasy trick value</translation>
    </message>
    <message>
        <source>raspasy whist value</source>
        <translation>raspasy whist value</translation>
    </message>
    <message>
        <source>raspasy whists basis</source>
        <translation>raspasy whists basis</translation>
    </message>
    <message>
        <source>raspasy zero prize</source>
        <translation>raspasy zero prize</translation>
    </message>
    <message>
        <source>remiz multiplier</source>
        <translation>remiz multiplier</translation>
    </message>
    <message>
        <source>responsibility</source>
        <translation>responsibility</translation>
    </message>
    <message>
        <source>settlement divisor</source>
        <translation>settlement divisor</translation>
    </message>
    <message>
        <source>talon prize</source>
        <translation>talon prize</translation>
    </message>
    <message>
        <source>talon tricks</source>
        <translation>talon tricks</translation>
    </message>
    <message>
        <source>two whisters</source>
        <translation>two whisters</translation>
    </message>
    <message>
        <source>values</source>
        <translation>values</translation>
    </message>
    <message>
        <source>whist multiplier</source>
        <translation>whist multiplier</translation>
    </message>
    <message>
        <source>whist style</source>
        <translation>whist style</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <source>%1 of level %2</source>
        <translation>%1 of level %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>aces count</source>
        <translation>aces count</translation>
    </message>
    <message>
        <source>aces holder</source>
        <translation>aces holder</translation>
    </message>
    <message>
        <source>fault by</source>
        <translation>fault by</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>soloist</translation>
    </message>
    <message>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <source>crown length</source>
        <translation>crown length</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <source>aces.player</source>
        <translation>aces.player</translation>
    </message>
    <message>
        <source>aces.count</source>
        <translation>aces.count</translation>
    </message>
    <message>
        <source>amurchik</source>
        <translation>amurchik</translation>
    </message>
    <message>
        <source>players</source>
        <translation>players</translation>
    </message>
</context>
<context>
    <name>RuleViolationPlace</name>
    <message>
        <source>deal %1</source>
        <translation>deal %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
</context>
<context>
    <name>RuleViolationSuit</name>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
</context>
<context>
    <name>RuleViolationWord</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>a fraction</source>
        <translation>a fraction</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>with a dummy</source>
        <translation>with a dummy</translation>
    </message>
    <message>
        <source>without a dummy</source>
        <translation>without a dummy</translation>
    </message>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <source>both</source>
        <translation>both</translation>
    </message>
    <message>
        <source>by-light</source>
        <translation>by-light</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>concede</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>deficit</source>
        <translation>deficit</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>difference</translation>
    </message>
    <message>
        <source>each</source>
        <translation>each</translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <source>gentleman</source>
        <translation>gentleman</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>gora</translation>
    </message>
    <message>
        <source>gora-first</source>
        <translation>gora-first</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>greedy</translation>
    </message>
    <message>
        <source>half</source>
        <translation>half</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>halves</translation>
    </message>
    <message>
        <source>help</source>
        <translation>help</translation>
    </message>
    <message>
        <source>leningrad</source>
        <translation>leningrad</translation>
    </message>
    <message>
        <source>misere</source>
        <translation>misere</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>n-1</source>
        <translation>n-1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>own</source>
        <translation>own</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>pair</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>personal</translation>
    </message>
    <message>
        <source>played-whisted</source>
        <translation>played-whisted</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>pool</translation>
    </message>
    <message>
        <source>write-off</source>
        <translation>write-off</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>raspasy</translation>
    </message>
    <message>
        <source>responsibility half</source>
        <translation>responsibility half</translation>
    </message>
    <message>
        <source>rostov</source>
        <translation>rostov</translation>
    </message>
    <message>
        <source>second</source>
        <translation>second</translation>
    </message>
    <message>
        <source>sochi</source>
        <translation>sochi</translation>
    </message>
    <message>
        <source>talon_prize with 3 players</source>
        <translation>talon_prize with 3 players</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>tricks</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <source>whist_style gentleman</source>
        <translation>whist_style gentleman</translation>
    </message>
    <message>
        <source>whisted</source>
        <translation>whisted</translation>
    </message>
    <message>
        <source>whisters</source>
        <translation>whisters</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>whists</translation>
    </message>
    <message>
        <source>all-pass</source>
        <translation>all-pass</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>misdeal</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>revoke</translation>
    </message>
    <message>
        <source>no-trump</source>
        <translation>no-trump</translation>
    </message>
    <message>
        <source>missed-turn</source>
        <translation>missed-turn</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>exchange</translation>
    </message>
    <message>
        <source>{player, suit, length} objects</source>
        <translation>{player, suit, length} objects</translation>
    </message>
    <message>
        <source>{player, count} objects</source>
        <translation>{player, count} objects</translation>
    </message>
    <message>
        <source>{player, kind} objects</source>
        <translation>{player, kind} objects</translation>
    </message>
    <message>
        <source>ordinary</source>
        <translation>ordinary</translation>
    </message>
    <message>
        <source>obligatory</source>
        <translation>obligatory</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>oklahoma</source>
        <translation>oklahoma</translation>
    </message>
    <message>
        <source>single</source>
        <translation>single</translation>
    </message>
    <message>
        <source>hollywood</source>
        <translation>hollywood</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>knock</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>dead</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>Expecting value</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>Expecting &apos;,&apos; delimiter</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>Expecting &apos;:&apos; delimiter</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>Expecting property name enclosed in double quotes</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>Extra data</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>Unterminated string starting at</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>Invalid control character at</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>Invalid \escape</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>a folder</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>a named pipe</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>a device</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>a socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>not a regular file</translation>
    </message>
</context>
<context>
    <name>RulebookWindow</name>
    <message>
        <source>Zapis — rules of the games</source>
        <translation>Zapis — rules of the games</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Back (Alt+Left)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Forward (Alt+Right)</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>Search the rules (Ctrl+F)</translation>
    </message>
    <message>
        <source>Русский</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Language of the rules</source>
        <translation>Language of the rules</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>Find in the rules</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Close the rules</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>%n section found</numerusform>
            <numerusform>%n sections found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyCards</name>
    <message>
        <source>%1, put on the table</source>
        <translation>%1, put on the table</translation>
    </message>
    <message>
        <source>%1, left in hand</source>
        <translation>%1, left in hand</translation>
    </message>
    <message>
        <source>The deal from the cards</source>
        <translation>The deal from the cards</translation>
    </message>
    <message>
        <source>For every player type (e.g. AS KS QS; 10♥ and 10Ч are read too) or click the cards put on the table (own melds and lay-offs) and the cards left in hand.</source>
        <translation>For every player type (e.g. AS KS QS; 10♥ and 10Ч are read too) or click the cards put on the table (own melds and lay-offs) and the cards left in hand.</translation>
    </message>
</context>
<context>
    <name>RummyDealsModel</name>
    <message>
        <source>This deal: %1</source>
        <translation>This deal: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
</context>
<context>
    <name>RummyForm</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Put on the &amp;table</source>
        <translation>Put on the &amp;table</translation>
    </message>
    <message>
        <source>&amp;Left in hand</source>
        <translation>&amp;Left in hand</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Values: ace 1, two to ten as marked, pictures 10. Return enters the deal.</source>
        <translation>Values: ace 1, two to ten as marked, pictures 10. Return enters the deal.</translation>
    </message>
</context>
<context>
    <name>RummyOptionsPage</name>
    <message>
        <source>As the table needs: one pack for 2–4 players, two for 5–8</source>
        <translation>As the table needs: one pack for 2–4 players, two for 5–8</translation>
    </message>
    <message>
        <source>One pack (2–4 players)</source>
        <translation>One pack (2–4 players)</translation>
    </message>
    <message>
        <source>Two packs (4–8 players)</source>
        <translation>Two packs (4–8 players)</translation>
    </message>
    <message>
        <source>Packs:</source>
        <translation>Packs:</translation>
    </message>
    <message>
        <source>Target (the game ends when someone reaches it):</source>
        <translation>Target (the game ends when someone reaches it):</translation>
    </message>
    <message>
        <source>Each deal every player scores the cards put on the table less the cards left in hand; the highest total wins.</source>
        <translation>Each deal every player scores the cards put on the table less the cards left in hand; the highest total wins.</translation>
    </message>
</context>
<context>
    <name>RummySheet</name>
    <message>
        <source>One pack, to %1 points.</source>
        <translation>One pack, to %1 points.</translation>
    </message>
    <message>
        <source>Two packs, to %1 points.</source>
        <translation>Two packs, to %1 points.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 wins with %2.</translation>
    </message>
    <message>
        <source>The target is reached but the lead is shared: play goes on.</source>
        <translation>The target is reached but the lead is shared: play goes on.</translation>
    </message>
    <message>
        <source>Leading: %1 with %2; the game ends at %3.</source>
        <translation>Leading: %1 with %2; the game ends at %3.</translation>
    </message>
    <message>
        <source>No deal yet; the game ends at %1.</source>
        <translation>No deal yet; the game ends at %1.</translation>
    </message>
    <message>
        <source>Cards put on the table (melds and lay-offs)</source>
        <translation>Cards put on the table (melds and lay-offs)</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Cards left in hand</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Zapis — scoreboard</source>
        <translation>Zapis — scoreboard</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>Next theme (light, dark, high contrast)</source>
        <translation>Next theme (light, dark, high contrast)</translation>
    </message>
    <message>
        <source>Close the scoreboard</source>
        <translation>Close the scoreboard</translation>
    </message>
    <message>
        <source>Full screen on</source>
        <translation>Full screen on</translation>
    </message>
    <message>
        <source>The scoreboard is showing</source>
        <translation>The scoreboard is showing</translation>
    </message>
    <message>
        <source>This sitting was deleted.</source>
        <translation>This sitting was deleted.</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>games: %1</translation>
    </message>
    <message>
        <source>Deals: %1</source>
        <translation>Deals: %1</translation>
    </message>
    <message>
        <source>Deals next: %1</source>
        <translation>Deals next: %1</translation>
    </message>
    <message>
        <source>column %2: %1</source>
        <translation>column %2: %1</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>On the table: %1</translation>
    </message>
    <message>
        <source>Next deal&apos;s pot: %1</source>
        <translation>Next deal&apos;s pot: %1</translation>
    </message>
    <message>
        <source>games this rubber: %1</source>
        <translation>games this rubber: %1</translation>
    </message>
    <message>
        <source>rubbers: %1</source>
        <translation>rubbers: %1</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session file</source>
        <translation>Import a session file</translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation>Session files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>The file cannot be imported</source>
        <translation>The file cannot be imported</translation>
    </message>
    <message>
        <source>In %1; nothing was imported.</source>
        <translation>In %1; nothing was imported.</translation>
    </message>
    <message>
        <source>Imported %1 as sitting %2.</source>
        <translation>Imported %1 as sitting %2.</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nothing to export</translation>
    </message>
    <message>
        <source>Open a sitting, or select one in the list, to export it.</source>
        <translation>Open a sitting, or select one in the list, to export it.</translation>
    </message>
    <message>
        <source>Export sitting %1</source>
        <translation>Export sitting %1</translation>
    </message>
    <message>
        <source>Session files (*.json);;Spreadsheet, one row per entry (*.csv);;Printed sheet (*.pdf);;All files (*)</source>
        <translation>Session files (*.json);;Spreadsheet, one row per entry (*.csv);;Printed sheet (*.pdf);;All files (*)</translation>
    </message>
    <message>
        <source>There is no sitting %1 in this database.</source>
        <translation>There is no sitting %1 in this database.</translation>
    </message>
    <message>
        <source>The sitting cannot be exported</source>
        <translation>The sitting cannot be exported</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: cannot write the file: %2</translation>
    </message>
    <message>
        <source>Sitting %1 written to %2.</source>
        <translation>Sitting %1 written to %2.</translation>
    </message>
</context>
<context>
    <name>SettlePanel</name>
    <message>
        <source>not for money</source>
        <translation>not for money</translation>
    </message>
    <message>
        <source>Set the &amp;price</source>
        <translation>Set the &amp;price</translation>
    </message>
    <message>
        <source>Price of a point:</source>
        <translation>Price of a point:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Currency:</translation>
    </message>
    <message>
        <source>Nets (+ receives, − pays):</source>
        <translation>Nets (+ receives, − pays):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Payments:</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Copy as text</translation>
    </message>
    <message>
        <source>Price of a whist:</source>
        <translation>Price of a whist:</translation>
    </message>
    <message>
        <source>At %1 a whist; deals on the sheet: %2.</source>
        <translation>At %1 a whist; deals on the sheet: %2.</translation>
    </message>
    <message>
        <source>Price of a unit of the stake:</source>
        <translation>Price of a unit of the stake:</translation>
    </message>
    <message>
        <source>At %1 a unit of the stake; deals on the sheet: %2.</source>
        <translation>At %1 a unit of the stake; deals on the sheet: %2.</translation>
    </message>
    <message>
        <source>This sitting has no price, so there is nothing to settle. Give the price of a point below to see who pays whom.</source>
        <translation>This sitting has no price, so there is nothing to settle. Give the price of a point below to see who pays whom.</translation>
    </message>
    <message>
        <source>This game has no settlement rule.</source>
        <translation>This game has no settlement rule.</translation>
    </message>
    <message>
        <source>At %1 a point; deals on the sheet: %2.</source>
        <translation>At %1 a point; deals on the sheet: %2.</translation>
    </message>
    <message>
        <source>The price was not saved: %1</source>
        <translation>The price was not saved: %1</translation>
    </message>
    <message>
        <source>Zapis, sitting %1: who pays whom</source>
        <translation>Zapis, sitting %1: who pays whom</translation>
    </message>
</context>
<context>
    <name>SettleSteps</name>
    <message>
        <source>÷ n: every mountain&apos;s whists are divided by all %1 players</source>
        <translation>÷ n: every mountain&apos;s whists are divided by all %1 players</translation>
    </message>
    <message>
        <source>÷ (n − 1): every mountain&apos;s whists are divided by %1</source>
        <translation>÷ (n − 1): every mountain&apos;s whists are divided by %1</translation>
    </message>
    <message>
        <source>Convention: %1. Method: %2.</source>
        <translation>Convention: %1. Method: %2.</translation>
    </message>
    <message>
        <source>1. The mountains: %1.</source>
        <translation>1. The mountains: %1.</translation>
    </message>
    <message>
        <source>2. The amnesty: the smallest mountain, %1, comes off every one: %2.</source>
        <translation>2. The amnesty: the smallest mountain, %1, comes off every one: %2.</translation>
    </message>
    <message>
        <source>3. %1&apos;s mountain into whists: %2 × %3 ÷ %4 = %5; each other player writes that many whists on %1.</source>
        <translation>3. %1&apos;s mountain into whists: %2 × %3 ÷ %4 = %5; each other player writes that many whists on %1.</translation>
    </message>
    <message>
        <source>4. The pools count apart, %1 whists a point against the average: %2.</source>
        <translation>4. The pools count apart, %1 whists a point against the average: %2.</translation>
    </message>
    <message>
        <source>4. %1 and %2 are even.</source>
        <translation>4. %1 and %2 are even.</translation>
    </message>
    <message>
        <source>4. %1 – %2: the difference of their whists, %3, goes to %4 from %5.</source>
        <translation>4. %1 – %2: the difference of their whists, %3, goes to %4 from %5.</translation>
    </message>
    <message>
        <source>5. The nets in whists: %1. Their sum is %2.</source>
        <translation>5. The nets in whists: %1. Their sum is %2.</translation>
    </message>
    <message>
        <source>6. Money at %1 a whist (kopecks by the largest remainders): %2.</source>
        <translation>6. Money at %1 a whist (kopecks by the largest remainders): %2.</translation>
    </message>
    <message>
        <source>The settlement of the finished pulka</source>
        <translation>The settlement of the finished pulka</translation>
    </message>
    <message>
        <source>The settlement if the pulka stopped now</source>
        <translation>The settlement if the pulka stopped now</translation>
    </message>
    <message>
        <source>(the rule)</source>
        <translation>(the rule)</translation>
    </message>
</context>
<context>
    <name>SittingAdmin</name>
    <message>
        <source>The place and note were not saved</source>
        <translation>The place and note were not saved</translation>
    </message>
    <message>
        <source>%1 was not renamed</source>
        <translation>%1 was not renamed</translation>
    </message>
    <message>
        <source>Delete sitting %1?</source>
        <translation>Delete sitting %1?</translation>
    </message>
    <message>
        <source>Sitting %1 and all its deals will be deleted, and the players who played no other sitting. This cannot be undone.</source>
        <translation>Sitting %1 and all its deals will be deleted, and the players who played no other sitting. This cannot be undone.</translation>
    </message>
    <message>
        <source>The sitting was not deleted</source>
        <translation>The sitting was not deleted</translation>
    </message>
    <message>
        <source>Sitting %1 deleted.</source>
        <translation>Sitting %1 deleted.</translation>
    </message>
    <message>
        <source>The evening cannot be settled</source>
        <translation>The evening cannot be settled</translation>
    </message>
</context>
<context>
    <name>SittingController</name>
    <message>
        <source>Enter deal %1</source>
        <translation>Enter deal %1</translation>
    </message>
    <message>
        <source>Edit deal %1</source>
        <translation>Edit deal %1</translation>
    </message>
    <message>
        <source>Delete deal %1</source>
        <translation>Delete deal %1</translation>
    </message>
    <message>
        <source>This sitting was deleted in another window.</source>
        <translation>This sitting was deleted in another window.</translation>
    </message>
    <message>
        <source>Deal %1 entered in another window.</source>
        <translation>Deal %1 entered in another window.</translation>
    </message>
    <message>
        <source>Deal %1 changed in another window.</source>
        <translation>Deal %1 changed in another window.</translation>
    </message>
    <message>
        <source>Deal %1 deleted in another window.</source>
        <translation>Deal %1 deleted in another window.</translation>
    </message>
    <message>
        <source>Deal %1 put back in another window.</source>
        <translation>Deal %1 put back in another window.</translation>
    </message>
    <message>
        <source>The sitting was changed in another window.</source>
        <translation>The sitting was changed in another window.</translation>
    </message>
    <message>
        <source>Nothing was changed, the undo history is as it was: %1</source>
        <translation>Nothing was changed, the undo history is as it was: %1</translation>
    </message>
    <message>
        <source>Nothing was written: %1 The sheet shows it now, and the undo history, taken on the sheet before, was cleared.</source>
        <translation>Nothing was written: %1 The sheet shows it now, and the undo history, taken on the sheet before, was cleared.</translation>
    </message>
    <message>
        <source>The undo history no longer matched the database, so the sheet was read again from it and the history cleared: %1</source>
        <translation>The undo history no longer matched the database, so the sheet was read again from it and the history cleared: %1</translation>
    </message>
</context>
<context>
    <name>SittingDetailsDialog</name>
    <message>
        <source>Sitting %1: details</source>
        <translation>Sitting %1: details</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>&amp;Started:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Place:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <source>A name changed here is changed in every sitting that player played.</source>
        <translation>A name changed here is changed in every sitting that player played.</translation>
    </message>
</context>
<context>
    <name>SittingTabs</name>
    <message>
        <source>Sheet</source>
        <translation>Sheet</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Settle</translation>
    </message>
</context>
<context>
    <name>SittingView</name>
    <message>
        <source>Cancel editing</source>
        <translation>Cancel editing</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Clear the form</translation>
    </message>
    <message>
        <source>Edit the selected deal</source>
        <translation>Edit the selected deal</translation>
    </message>
    <message>
        <source>Delete the selected deal</source>
        <translation>Delete the selected deal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>F6: the deals list ⇄ the form</source>
        <translation>F6: the deals list ⇄ the form</translation>
    </message>
    <message>
        <source>&amp;Delete deal</source>
        <translation>&amp;Delete deal</translation>
    </message>
    <message>
        <source>Go to the deals list or back to the form</source>
        <translation>Go to the deals list or back to the form</translation>
    </message>
    <message>
        <source>The deal was not saved: %1</source>
        <translation>The deal was not saved: %1</translation>
    </message>
    <message>
        <source>Nothing was written: %1 The sheet shows it now; what you typed is still in the form: check it and press Enter again.</source>
        <translation>Nothing was written: %1 The sheet shows it now; what you typed is still in the form: check it and press Enter again.</translation>
    </message>
    <message>
        <source>Clear the typed deal</source>
        <translation>Clear the typed deal</translation>
    </message>
    <message>
        <source>Deal %1 cannot be deleted: %2</source>
        <translation>Deal %1 cannot be deleted: %2</translation>
    </message>
    <message>
        <source>Deal %1 was not deleted: %2</source>
        <translation>Deal %1 was not deleted: %2</translation>
    </message>
    <message>
        <source>Deal %1 was not deleted: %2 The sheet shows it now; select the deal to delete again.</source>
        <translation>Deal %1 was not deleted: %2 The sheet shows it now; select the deal to delete again.</translation>
    </message>
    <message>
        <source>Select a deal to see how it was scored.</source>
        <translation>Select a deal to see how it was scored.</translation>
    </message>
    <message>
        <source>Deal %1, entry by entry (click an entry for its rule):</source>
        <translation>Deal %1, entry by entry (click an entry for its rule):</translation>
    </message>
    <message>
        <source>Entered from the cards.</source>
        <translation>Entered from the cards.</translation>
    </message>
    <message>
        <source>Edit deal %1</source>
        <translation>Edit deal %1</translation>
    </message>
    <message>
        <source>Enter deal %1</source>
        <translation>Enter deal %1</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Save the changes</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Record this deal?</source>
        <translation>Record this deal?</translation>
    </message>
    <message>
        <source>These values are unlikely at the table:</source>
        <translation>These values are unlikely at the table:</translation>
    </message>
    <message>
        <source>&amp;Record as typed</source>
        <translation>&amp;Record as typed</translation>
    </message>
    <message>
        <source>&amp;Correct it</source>
        <translation>&amp;Correct it</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <source>&apos;{url}&apos; is not a database URL or a file path ({reason})</source>
        <translation>&apos;{url}&apos; is not a database URL or a file path ({reason})</translation>
    </message>
    <message>
        <source>cannot back up {where} before the restore ({reason}); nothing was changed</source>
        <translation>cannot back up {where} before the restore ({reason}); nothing was changed</translation>
    </message>
    <message>
        <source>cannot create the data folder {folder} ({reason}): choose another database with --database or {variable}</source>
        <translation>cannot create the data folder {folder} ({reason}): choose another database with --database or {variable}</translation>
    </message>
    <message>
        <source>cannot create {path}: the disk is full ({reason}); free some space on it; choose another database with --database</source>
        <translation>cannot create {path}: the disk is full ({reason}); free some space on it; choose another database with --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder {folder} is not writable ({reason}); choose another database with --database</source>
        <translation>cannot create {path}: the folder {folder} is not writable ({reason}); choose another database with --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder {folder} is on a read-only disk; choose another database with --database</source>
        <translation>cannot create {path}: the folder {folder} is on a read-only disk; choose another database with --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the system refuses new files in {folder} ({reason}); choose another database with --database</source>
        <translation>cannot create {path}: the system refuses new files in {folder} ({reason}); choose another database with --database</translation>
    </message>
    <message>
        <source>cannot create {path}: {folder} does not exist; choose another database with --database</source>
        <translation>cannot create {path}: {folder} does not exist; choose another database with --database</translation>
    </message>
    <message>
        <source>cannot create {path}: {folder} is not a folder; choose another database with --database</source>
        <translation>cannot create {path}: {folder} is not a folder; choose another database with --database</translation>
    </message>
    <message>
        <source>cannot move the damaged {where} aside ({reason}); nothing was changed</source>
        <translation>cannot move the damaged {where} aside ({reason}); nothing was changed</translation>
    </message>
    <message>
        <source>cannot open {path} ({reason}): check its permissions</source>
        <translation>cannot open {path} ({reason}): check its permissions</translation>
    </message>
    <message>
        <source>cannot open {where} ({reason}): check that its folder exists and is writable, or choose another database with --database</source>
        <translation>cannot open {where} ({reason}): check that its folder exists and is writable, or choose another database with --database</translation>
    </message>
    <message>
        <source>cannot reach the database {where} ({reason}): check that the server is running and the address, user and password are right</source>
        <translation>cannot reach the database {where} ({reason}): check that the server is running and the address, user and password are right</translation>
    </message>
    <message>
        <source>cannot read the backup {file} ({reason}); nothing was changed</source>
        <translation>cannot read the backup {file} ({reason}); nothing was changed</translation>
    </message>
    <message>
        <source>cannot read {path} ({reason}): check its permissions</source>
        <translation>cannot read {path} ({reason}): check its permissions</translation>
    </message>
    <message>
        <source>cannot use the database {where}: {reason}</source>
        <translation>cannot use the database {where}: {reason}</translation>
    </message>
    <message>
        <source>cannot use {path} as the database ({reason}): choose another database with --database</source>
        <translation>cannot use {path} as the database ({reason}): choose another database with --database</translation>
    </message>
    <message>
        <source>cannot write the backup {file} ({reason}); nothing was changed</source>
        <translation>cannot write the backup {file} ({reason}); nothing was changed</translation>
    </message>
    <message>
        <source>the database URL&apos;s timeout &apos;{timeout}&apos; is not a number of seconds from 0 to 3600</source>
        <translation>the database URL&apos;s timeout &apos;{timeout}&apos; is not a number of seconds from 0 to 3600</translation>
    </message>
    <message>
        <source>{file} is not a Zapis backup that can be restored ({reason}); nothing was changed</source>
        <translation>{file} is not a Zapis backup that can be restored ({reason}); nothing was changed</translation>
    </message>
    <message>
        <source>{file} was written by a newer Zapis (backup format {version}, schema {schema}); update Zapis to restore it; nothing was changed</source>
        <translation>{file} was written by a newer Zapis (backup format {version}, schema {schema}); update Zapis to restore it; nothing was changed</translation>
    </message>
    <message>
        <source>{file}: sitting {sitting}: {reason}; nothing was changed</source>
        <translation>{file}: sitting {sitting}: {reason}; nothing was changed</translation>
    </message>
    <message>
        <source>{path} cannot be a file name (it holds a NUL character): choose another database with --database</source>
        <translation>{path} cannot be a file name (it holds a NUL character): choose another database with --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the disk is full ({reason}); free some space on it; make it writable or choose another database with --database</source>
        <translation>{path} cannot be written: the disk is full ({reason}); free some space on it; make it writable or choose another database with --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the file is not writable ({reason}); make it writable or choose another database with --database</source>
        <translation>{path} cannot be written: the file is not writable ({reason}); make it writable or choose another database with --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the file is on a read-only disk; make it writable or choose another database with --database</source>
        <translation>{path} cannot be written: the file is on a read-only disk; make it writable or choose another database with --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the folder {folder} is not writable (SQLite keeps its log beside the database); make it writable or choose another database with --database</source>
        <translation>{path} cannot be written: the folder {folder} is not writable (SQLite keeps its log beside the database); make it writable or choose another database with --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: {reason}; make it writable or choose another database with --database</source>
        <translation>{path} cannot be written: {reason}; make it writable or choose another database with --database</translation>
    </message>
    <message>
        <source>{path} holds tables Zapis does not make ({tables}): another program shares it; it was left as it is: choose another file with --database</source>
        <translation>{path} holds tables Zapis does not make ({tables}): another program shares it; it was left as it is: choose another file with --database</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file; give a file name</source>
        <translation>{path} is a folder, not a database file; give a file name</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not Zapis&apos;s; it was left as it is: choose another file with --database</source>
        <translation>{path} is an SQLite database of another program, not Zapis&apos;s; it was left as it is: choose another file with --database</translation>
    </message>
    <message>
        <source>{path} is an empty file (0 bytes), not a Zapis database; it was left as it is: delete it to start a new database there, or choose another file with --database</source>
        <translation>{path} is an empty file (0 bytes), not a Zapis database; it was left as it is: delete it to start a new database there, or choose another file with --database</translation>
    </message>
    <message>
        <source>{path} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment</source>
        <translation>{path} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment</translation>
    </message>
    <message>
        <source>{path} is damaged ({reason}); it was left as it is: restore it from a backup, or move it away and Zapis will start a new database</source>
        <translation>{path} is damaged ({reason}); it was left as it is: restore it from a backup, or move it away and Zapis will start a new database</translation>
    </message>
    <message>
        <source>{path} is damaged ({reason}); it was left as it is: restore its newest backup with {command} (the damaged file is kept beside it), or move it away and Zapis will start a new database</source>
        <translation>{path} is damaged ({reason}); it was left as it is: restore its newest backup with {command} (the damaged file is kept beside it), or move it away and Zapis will start a new database</translation>
    </message>
    <message>
        <source>{path} is not a Zapis database (not an SQLite file); it was left as it is: choose another file with --database</source>
        <translation>{path} is not a Zapis database (not an SQLite file); it was left as it is: choose another file with --database</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a named pipe or a device), so it cannot hold a database; it was left as it is: choose a database file with --database</source>
        <translation>{path} is not a regular file (a named pipe or a device), so it cannot hold a database; it was left as it is: choose a database file with --database</translation>
    </message>
    <message>
        <source>{path}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</source>
        <translation>{path}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): check its permissions, or choose another database with --database</source>
        <translation>{where} cannot be written ({reason}): check its permissions, or choose another database with --database</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): the disk reported an error; check the disk, and restore the database from a backup if it happens again</source>
        <translation>{where} cannot be written ({reason}): the disk reported an error; check the disk, and restore the database from a backup if it happens again</translation>
    </message>
    <message>
        <source>{where} cannot be written: the disk is full ({reason}); free some space on that disk and try again (everything saved before is kept)</source>
        <translation>{where} cannot be written: the disk is full ({reason}); free some space on that disk and try again (everything saved before is kept)</translation>
    </message>
    <message>
        <source>{where} holds tables of another program, not Zapis&apos;s; it was left as it is: choose another database with --database</source>
        <translation>{where} holds tables of another program, not Zapis&apos;s; it was left as it is: choose another database with --database</translation>
    </message>
    <message>
        <source>{where} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment (nothing was written)</source>
        <translation>{where} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment (nothing was written)</translation>
    </message>
    <message>
        <source>{where} is damaged ({reason}): restore it from a backup, or move it away and Zapis will start a new database</source>
        <translation>{where} is damaged ({reason}): restore it from a backup, or move it away and Zapis will start a new database</translation>
    </message>
    <message>
        <source>{where} is kept in memory and has no folder of backups: give the backup a file</source>
        <translation>{where} is kept in memory and has no folder of backups: give the backup a file</translation>
    </message>
    <message>
        <source>{where} is not a file: only an SQLite file is moved aside</source>
        <translation>{where} is not a file: only an SQLite file is moved aside</translation>
    </message>
    <message>
        <source>{where} was written by a newer Zapis (schema {revision}); update Zapis to open it</source>
        <translation>{where} was written by a newer Zapis (schema {revision}); update Zapis to open it</translation>
    </message>
    <message>
        <source>{where}: a number is larger than the database can hold ({reason})</source>
        <translation>{where}: a number is larger than the database can hold ({reason})</translation>
    </message>
    <message>
        <source>{where}: the database refused the operation ({reason})</source>
        <translation>{where}: the database refused the operation ({reason})</translation>
    </message>
    <message>
        <source>{where}: the database&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another database with --database</source>
        <translation>{where}: the database&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another database with --database</translation>
    </message>
    <message>
        <source>{where}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</source>
        <translation>{where}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</translation>
    </message>
    <message>
        <source>{where}: upgrading the database would break {count} links between rows; it was left as it was</source>
        <translation>{where}: upgrading the database would break {count} links between rows; it was left as it was</translation>
    </message>
</context>
<context>
    <name>StukolkaBalanceModel</name>
    <message>
        <source>On the table</source>
        <translation>On the table</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Sum</translation>
    </message>
</context>
<context>
    <name>StukolkaDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>A third</source>
        <translation>A third</translation>
    </message>
    <message>
        <source>Thirds taken</source>
        <translation>Thirds taken</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Remizes</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>On the table</translation>
    </message>
    <message>
        <source>nobody knocked: the pot stays on the table</source>
        <translation>nobody knocked: the pot stays on the table</translation>
    </message>
    <message>
        <source>%1 %2 × %3 = %4</source>
        <translation>%1 %2 × %3 = %4</translation>
    </message>
</context>
<context>
    <name>StukolkaForm</name>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Dealer:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Plays (everyone, obligatory)</source>
        <translation>Plays (everyone, obligatory)</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Knocked</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Fault (lead or trumping)</source>
        <translation>Fault (lead or trumping)</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fault</translation>
    </message>
    <message>
        <source>&amp;Nobody knocked</source>
        <translation>&amp;Nobody knocked</translation>
    </message>
    <message>
        <source>Type the initial of each player who knocked (or press their button; the arrows move, Space turns it on or off), Tab to the tricks, and tick a fault for breaking the lead or trumping rules. A lone knocker takes all three tricks. Tick “Nobody knocked” for a deal nobody played. Return enters the deal; Alt+D reaches the dealer.</source>
        <translation>Type the initial of each player who knocked (or press their button; the arrows move, Space turns it on or off), Tab to the tricks, and tick a fault for breaking the lead or trumping rules. A lone knocker takes all three tricks. Tick “Nobody knocked” for a deal nobody played. Return enters the deal; Alt+D reaches the dealer.</translation>
    </message>
    <message>
        <source>Type each player&apos;s tricks and tick a fault for breaking the lead or trumping rules. Return enters the deal; Alt+D reaches the dealer.</source>
        <translation>Type each player&apos;s tricks and tick a fault for breaking the lead or trumping rules. Return enters the deal; Alt+D reaches the dealer.</translation>
    </message>
    <message>
        <source>✔ Knocked</source>
        <translation>✔ Knocked</translation>
    </message>
    <message>
        <source>Who knocked? Type their initials, or tick “Nobody knocked” for a deal nobody played.</source>
        <translation>Who knocked? Type their initials, or tick “Nobody knocked” for a deal nobody played.</translation>
    </message>
    <message>
        <source>(the rules propose %1)</source>
        <translation>(the rules propose %1)</translation>
    </message>
    <message>
        <source>Playing for a pot of %1 (on the table %2 + ante %3 + stakes %4); a trick takes %5.</source>
        <translation>Playing for a pot of %1 (on the table %2 + ante %3 + stakes %4); a trick takes %5.</translation>
    </message>
    <message>
        <source>Playing for a pot of %1 (on the table %2 + ante %3); a trick takes %5.</source>
        <translation>Playing for a pot of %1 (on the table %2 + ante %3); a trick takes %5.</translation>
    </message>
</context>
<context>
    <name>StukolkaOptionsPage</name>
    <message>
        <source>Ordinary: only those who knock play</source>
        <translation>Ordinary: only those who knock play</translation>
    </message>
    <message>
        <source>Obligatory: everyone plays and stakes every deal</source>
        <translation>Obligatory: everyone plays and stakes every deal</translation>
    </message>
    <message>
        <source>Cap a single remiz at</source>
        <translation>Cap a single remiz at</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Ante (the dealer pays it for the deal):</source>
        <translation>Ante (the dealer pays it for the deal):</translation>
    </message>
    <message>
        <source>Stake (every player, obligatory variant):</source>
        <translation>Stake (every player, obligatory variant):</translation>
    </message>
    <message>
        <source>Remiz limit:</source>
        <translation>Remiz limit:</translation>
    </message>
    <message>
        <source>Amounts are multiples of 3, so that every pot splits into three equal thirds, one for each trick. Without a limit a remiz is the whole pot.</source>
        <translation>Amounts are multiples of 3, so that every pot splits into three equal thirds, one for each trick. Without a limit a remiz is the whole pot.</translation>
    </message>
</context>
<context>
    <name>StukolkaSheet</name>
    <message>
        <source>Balances + money on the table: %1 = %2</source>
        <translation>Balances + money on the table: %1 = %2</translation>
    </message>
    <message>
        <source>Obligatory Stukolka: ante %1, stake %2, %3.</source>
        <translation>Obligatory Stukolka: ante %1, stake %2, %3.</translation>
    </message>
    <message>
        <source>Ordinary Stukolka: ante %1, %3.</source>
        <translation>Ordinary Stukolka: ante %1, %3.</translation>
    </message>
    <message>
        <source>no remiz limit</source>
        <translation>no remiz limit</translation>
    </message>
    <message>
        <source>a remiz at most %1</source>
        <translation>a remiz at most %1</translation>
    </message>
    <message>
        <source>Ante: the dealer pays for the deal</source>
        <translation>Ante: the dealer pays for the deal</translation>
    </message>
    <message>
        <source>Stake: everyone pays in (obligatory variant)</source>
        <translation>Stake: everyone pays in (obligatory variant)</translation>
    </message>
    <message>
        <source>Tricks: %1 × a third (%2)</source>
        <translation>Tricks: %1 × a third (%2)</translation>
    </message>
    <message>
        <source>Remiz: knocked and took no trick; it goes onto the table</source>
        <translation>Remiz: knocked and took no trick; it goes onto the table</translation>
    </message>
    <message>
        <source>Remiz for breaking the lead or trumping rules; it goes onto the table</source>
        <translation>Remiz for breaking the lead or trumping rules; it goes onto the table</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Larger text</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>S&amp;maller text</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normal text size</translation>
    </message>
</context>
<context>
    <name>ThreeBugs</name>
    <message>
        <source>Misdeal</source>
        <translation>Misdeal</translation>
    </message>
    <message>
        <source>All pass</source>
        <translation>All pass</translation>
    </message>
    <message>
        <source>misdeal: the dealer&apos;s fine</source>
        <translation>misdeal: the dealer&apos;s fine</translation>
    </message>
    <message>
        <source>misdeal: paid to each other player</source>
        <translation>misdeal: paid to each other player</translation>
    </message>
    <message>
        <source>tricks taken</source>
        <translation>tricks taken</translation>
    </message>
    <message>
        <source>undertricks: the soloist went down</source>
        <translation>undertricks: the soloist went down</translation>
    </message>
    <message>
        <source>beetle: a made 11, 12 or 13</source>
        <translation>beetle: a made 11, 12 or 13</translation>
    </message>
    <message>
        <source>honours of the side that held more</source>
        <translation>honours of the side that held more</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>crown</translation>
    </message>
    <message>
        <source>three or four aces in one hand</source>
        <translation>three or four aces in one hand</translation>
    </message>
    <message>
        <source>amurchik: no ace, king, queen or jack</source>
        <translation>amurchik: no ace, king, queen or jack</translation>
    </message>
    <message>
        <source>tricks moved by a fault</source>
        <translation>tricks moved by a fault</translation>
    </message>
    <message>
        <source>undertricks caused by the soloist&apos;s fault</source>
        <translation>undertricks caused by the soloist&apos;s fault</translation>
    </message>
    <message>
        <source>a defender&apos;s fault: two undertricks&apos; fine</source>
        <translation>a defender&apos;s fault: two undertricks&apos; fine</translation>
    </message>
    <message>
        <source>exchange fault: fine</source>
        <translation>exchange fault: fine</translation>
    </message>
    <message>
        <source>all pass: fewest tricks</source>
        <translation>all pass: fewest tricks</translation>
    </message>
    <message>
        <source>all pass: not a single trick</source>
        <translation>all pass: not a single trick</translation>
    </message>
    <message>
        <source>all pass: paid for another&apos;s fault</source>
        <translation>all pass: paid for another&apos;s fault</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>game won</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>rubber won</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>revoke</translation>
    </message>
    <message>
        <source>failed to trump</source>
        <translation>failed to trump</translation>
    </message>
    <message>
        <source>missed a turn</source>
        <translation>missed a turn</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>Misdeal by %1</source>
        <translation>Misdeal by %1</translation>
    </message>
    <message>
        <source>All pass: %1</source>
        <translation>All pass: %1</translation>
    </message>
    <message>
        <source>%1: %2, %3 tricks</source>
        <translation>%1: %2, %3 tricks</translation>
    </message>
    <message>
        <source>(bid %1)</source>
        <translation>(bid %1)</translation>
    </message>
    <message>
        <source>honours %1</source>
        <translation>honours %1</translation>
    </message>
    <message>
        <source>crowns: %1</source>
        <translation>crowns: %1</translation>
    </message>
    <message>
        <source>aces: %1</source>
        <translation>aces: %1</translation>
    </message>
    <message>
        <source>amurchik: %1</source>
        <translation>amurchik: %1</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>exchange</translation>
    </message>
    <message>
        <source>faults: %1</source>
        <translation>faults: %1</translation>
    </message>
</context>
<context>
    <name>ThreeBugsCards</name>
    <message>
        <source>The dummy</source>
        <translation>The dummy</translation>
    </message>
    <message>
        <source>%1, from the talon</source>
        <translation>%1, from the talon</translation>
    </message>
    <message>
        <source>The deal from the cards</source>
        <translation>The deal from the cards</translation>
    </message>
    <message>
        <source>Type each hand of 13 as it was dealt and taken up (e.g. AS KS QS…; 10♥ and 10Ч are read too) or click its cards; below, the two cards each player got from the talon, if any (amurchik is judged without them). The honours are counted at the form&apos;s contract, for its soloist.</source>
        <translation>Type each hand of 13 as it was dealt and taken up (e.g. AS KS QS…; 10♥ and 10Ч are read too) or click its cards; below, the two cards each player got from the talon, if any (amurchik is judged without them). The honours are counted at the form&apos;s contract, for its soloist.</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 holds %2</translation>
    </message>
</context>
<context>
    <name>ThreeBugsDealsModel</name>
    <message>
        <source>rubber: %1</source>
        <translation>rubber: %1</translation>
    </message>
    <message>
        <source>game: %1</source>
        <translation>game: %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Closed</translation>
    </message>
</context>
<context>
    <name>ThreeBugsForm</name>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation>&amp;Contract</translation>
    </message>
    <message>
        <source>(follows the contract until changed)</source>
        <translation>(follows the contract until changed)</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>&amp;Tricks</translation>
    </message>
    <message>
        <source>Dea&amp;ler</source>
        <translation>Dea&amp;ler</translation>
    </message>
    <message>
        <source>S&amp;oloist</source>
        <translation>S&amp;oloist</translation>
    </message>
    <message>
        <source>The level and the strain: 7h, 7ч or 7♥ (N or Н: no trumps).</source>
        <translation>The level and the strain: 7h, 7ч or 7♥ (N or Н: no trumps).</translation>
    </message>
    <message>
        <source>Ho&amp;nours</source>
        <translation>Ho&amp;nours</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>C&amp;rowns</source>
        <translation>C&amp;rowns</translation>
    </message>
    <message>
        <source>&amp;Aces</source>
        <translation>&amp;Aces</translation>
    </message>
    <message>
        <source>A&amp;murchik</source>
        <translation>A&amp;murchik</translation>
    </message>
    <message>
        <source>Fa&amp;ult</source>
        <translation>Fa&amp;ult</translation>
    </message>
    <message>
        <source>A suit and a length from the ace down, e.g. ♥4 or H4 (several: ♥4 ♠3)</source>
        <translation>A suit and a length from the ace down, e.g. ♥4 or H4 (several: ♥4 ♠3)</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Bid</translation>
    </message>
    <message>
        <source>E&amp;xchange fault</source>
        <translation>E&amp;xchange fault</translation>
    </message>
    <message>
        <source>(the defenders exchanged too many cards)</source>
        <translation>(the defenders exchanged too many cards)</translation>
    </message>
    <message>
        <source>proposed by the rules</source>
        <translation>proposed by the rules</translation>
    </message>
    <message>
        <source>0..4, even 2</source>
        <translation>0..4, even 2</translation>
    </message>
    <message>
        <source>0..8, even 4</source>
        <translation>0..8, even 4</translation>
    </message>
    <message>
        <source>defenders: %1</source>
        <translation>defenders: %1</translation>
    </message>
    <message>
        <source>sum %1 of 13</source>
        <translation>sum %1 of 13</translation>
    </message>
    <message>
        <source>Soloist not given: type an initial.</source>
        <translation>Soloist not given: type an initial.</translation>
    </message>
    <message>
        <source>Honours not given: type the soloist&apos;s honours (an even split too).</source>
        <translation>Honours not given: type the soloist&apos;s honours (an even split too).</translation>
    </message>
    <message>
        <source>%1: crown &apos;%2&apos; is not a suit and a length, e.g. ♥4 or H4</source>
        <translation>%1: crown &apos;%2&apos; is not a suit and a length, e.g. ♥4 or H4</translation>
    </message>
</context>
<context>
    <name>ThreeBugsOptionsPage</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Four players, no partners</source>
        <translation>Four players, no partners</translation>
    </message>
    <message>
        <source>Three players and a dummy</source>
        <translation>Three players and a dummy</translation>
    </message>
    <message>
        <source>House rules: values by contract level</source>
        <translation>House rules: values by contract level</translation>
    </message>
    <message>
        <source>The source&apos;s tables of values are lost. The values below are &lt;b&gt;[restored]&lt;/b&gt; from Vint, the parent game (shaded, in italics); change any of them if your table plays other values.</source>
        <translation>The source&apos;s tables of values are lost. The values below are &lt;b&gt;[restored]&lt;/b&gt; from Vint, the parent game (shaded, in italics); change any of them if your table plays other values.</translation>
    </message>
    <message>
        <source>Shaded yellow: [restored] default; blue: changed by this table.</source>
        <translation>Shaded yellow: [restored] default; blue: changed by this table.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restore defaults</translation>
    </message>
</context>
<context>
    <name>ThreeBugsPaper</name>
    <message>
        <source>Above the line</source>
        <translation>Above the line</translation>
    </message>
    <message>
        <source>the line</source>
        <translation>the line</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Below the line</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>Above</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>Below</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>the paper&apos;s margin: games won, short</comment>
        <translation>Games</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <comment>the paper&apos;s margin: rubbers won, short</comment>
        <translation>Rubbers</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Rubbers won</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rubber %1: %2</source>
        <translation>Rubber %1: %2</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Game %1: %2</translation>
    </message>
</context>
<context>
    <name>ThreeBugsSheet</name>
    <message>
        <source>The partie is complete. Final standings:</source>
        <translation>The partie is complete. Final standings:</translation>
    </message>
    <message>
        <source>Rubber %1 won by %2!</source>
        <translation>Rubber %1 won by %2!</translation>
    </message>
    <message>
        <source>Game %1 won by %2.</source>
        <translation>Game %1 won by %2.</translation>
    </message>
    <message>
        <source>Deals: %1 · games: %2 · rubbers: %3 of 4</source>
        <translation>Deals: %1 · games: %2 · rubbers: %3 of 4</translation>
    </message>
    <message>
        <source>above</source>
        <translation>above</translation>
    </message>
    <message>
        <source>below</source>
        <translation>below</translation>
    </message>
    <message>
        <source>The partie is complete: no more deals.</source>
        <translation>The partie is complete: no more deals.</translation>
    </message>
</context>
<context>
    <name>ValueTablesModel</name>
    <message>
        <source>Trick value</source>
        <translation>Trick value</translation>
    </message>
    <message>
        <source>Undertrick value</source>
        <translation>Undertrick value</translation>
    </message>
    <message>
        <source>Honour unit</source>
        <translation>Honour unit</translation>
    </message>
    <message>
        <source>[restored] %1 — the source&apos;s table is lost; restored from Vint</source>
        <translation>[restored] %1 — the source&apos;s table is lost; restored from Vint</translation>
    </message>
    <message>
        <source>Changed by this table; the restored value is %1</source>
        <translation>Changed by this table; the restored value is %1</translation>
    </message>
</context>
</TS>
