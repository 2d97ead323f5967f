<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>App</name>
    <message>
        <source>Zapis cannot open its database</source>
        <translation>Zapis не может открыть базу данных</translation>
    </message>
</context>
<context>
    <name>BackupActions</name>
    <message>
        <source>first write of the day</source>
        <translation>первая запись дня</translation>
    </message>
    <message>
        <source>before an upgrade</source>
        <translation>перед обновлением</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>перед восстановлением</translation>
    </message>
    <message>
        <source>made by hand</source>
        <translation>вручную</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Резервная копия…</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>Восс&amp;тановить из копии…</translation>
    </message>
    <message>
        <source>Automatic bac&amp;kups…</source>
        <translation>Автоматические &amp;копии…</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Резервная копия базы данных</translation>
    </message>
    <message>
        <source>Zapis backups (%1);;All files (*)</source>
        <translation>Резервные копии Zapis (%1);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The backup was not made</source>
        <translation>Резервная копия не сделана</translation>
    </message>
    <message>
        <source>Backed up %1 (%2) to %3</source>
        <translation>В копию записано: %1 (%2), файл %3</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Восстановление из копии</translation>
    </message>
    <message>
        <source>Everything in %1 (%2 now) will be replaced by the backup of %3: %4, %5.</source>
        <translation>Всё содержимое %1 (сейчас: %2) будет заменено копией от %3: %4, %5.</translation>
    </message>
    <message>
        <source>First, what it holds now is backed up into %1.</source>
        <translation>Сначала нынешнее содержимое будет сохранено в копию в папке %1.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>The backup cannot be restored</source>
        <translation>Копию нельзя восстановить</translation>
    </message>
    <message>
        <source>Restoring the backup %1…</source>
        <translation>Восстановление из копии %1…</translation>
    </message>
    <message>
        <source>Restored %1 (%2).</source>
        <translation>Восстановлено: %1 (%2).</translation>
    </message>
    <message>
        <source>What it held before is in %1.</source>
        <translation>Прежнее содержимое сохранено в %1.</translation>
    </message>
    <message>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Восстановить последнюю копию</translation>
    </message>
    <message>
        <source>Restored %1 (%2). The damaged file is kept as %3. Zapis starts again.</source>
        <translation>Восстановлено: %1 (%2). Повреждённый файл сохранён как %3. Zapis запустится заново.</translation>
    </message>
    <message>
        <source>The automatic backup (%1) was skipped: %2. The deal is written all the same.</source>
        <translation>Автоматическая копия (%1) не сделана: %2. Сдача всё равно записана.</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <source>Backups</source>
        <translation>Резервные копии</translation>
    </message>
    <message>
        <source>Zapis backs the database up at the first deal of each day (the last 7 days and 6 months are kept), before an upgrade of its files and before a restore. They are in %1.</source>
        <translation>Zapis делает копию базы данных при первой сдаче каждого дня (хранятся копии последних 7 дней и 6 месяцев), перед обновлением её файлов и перед восстановлением. Копии лежат в %1.</translation>
    </message>
    <message>
        <source>&amp;Restore the selected…</source>
        <translation>&amp;Восстановить выбранную…</translation>
    </message>
</context>
<context>
    <name>BackupsModel</name>
    <message>
        <source>Taken</source>
        <translation>Сделана</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Встречи</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>не читается</translation>
    </message>
</context>
<context>
    <name>BreakdownModel</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Open the rulebook at “%1” (%2)</source>
        <translation>Открыть правила на разделе «%1» (%2)</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Черта</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>e.g. AS KS QS 10H 2C</source>
        <translation>напр. AS KS QS 10Ч 2Т</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>карт: %1</translation>
    </message>
</context>
<context>
    <name>ClubBoard</name>
    <message>
        <source>Zapis — the club&apos;s evening</source>
        <translation>Запись — вечер клуба</translation>
    </message>
    <message>
        <source>The evening of %1</source>
        <translation>Вечер %1</translation>
    </message>
    <message>
        <source>No sitting on this day.</source>
        <translation>В этот день встреч не было.</translation>
    </message>
    <message>
        <source>The evening:</source>
        <translation>Итог вечера:</translation>
    </message>
    <message>
        <source>The club board is showing</source>
        <translation>Показано табло клуба</translation>
    </message>
</context>
<context>
    <name>CorrectionFields</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Whists → %1</source>
        <translation>Висты → %1</translation>
    </message>
    <message>
        <source>e.g. a penalty: Boris looked at the talon</source>
        <translation>например, штраф: Борис подсмотрел прикуп</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Примечание:</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n встреча</numerusform>
            <numerusform>%n встречи</numerusform>
            <numerusform>%n встреч</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n сдача</numerusform>
            <numerusform>%n сдачи</numerusform>
            <numerusform>%n сдач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealCards</name>
    <message>
        <source>From the cards…</source>
        <translation>По картам…</translation>
    </message>
    <message>
        <source>Type or click every hand; the fields are filled from what the cards hold</source>
        <translation>Наберите или отметьте каждую руку; поля заполнятся по тому, что в картах</translation>
    </message>
    <message>
        <source>From the cards: the fields hold what the cards give.</source>
        <translation>По картам: в полях то, что дают карты.</translation>
    </message>
    <message>
        <source>The cards were dropped: a field they gave was changed by hand. “From the cards…” offers them again.</source>
        <translation>Карты отброшены: поле, заполненное по ним, изменено вручную. «По картам…» предложит их снова.</translation>
    </message>
</context>
<context>
    <name>DealSheet</name>
    <message>
        <source>The game is over; no more deals can be entered.</source>
        <translation>Игра окончена; сдач больше вводить нельзя.</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Zapis — settle an evening</source>
        <translation>Zapis — расчёт за вечер</translation>
    </message>
    <message>
        <source>Sittings of the &amp;day:</source>
        <translation>Встречи &amp;дня:</translation>
    </message>
    <message>
        <source>each sitting&apos;s own</source>
        <translation>у каждой встречи своя</translation>
    </message>
    <message>
        <source>Evening &amp;price of a point:</source>
        <translation>&amp;Цена очка на вечер:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Валюта:</translation>
    </message>
    <message>
        <source>&amp;Settle</source>
        <translation>&amp;Рассчитать</translation>
    </message>
    <message>
        <source>Nets for the evening (+ receives, − pays):</source>
        <translation>Итог вечера в деньгах (+ получает, − платит):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежи:</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Копировать текстом</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>без цены</translation>
    </message>
    <message>
        <source>%1, %2 — %3: %4 (%5)</source>
        <translation>%1, %2 — %3: %4 (%5)</translation>
    </message>
    <message>
        <source>Without a price: sitting %1. Give an evening price below; it then prices every sitting of the evening.</source>
        <translation>Без цены: встреча %1. Задайте ниже цену на вечер — по ней будут рассчитаны все встречи вечера.</translation>
    </message>
    <message>
        <source>Sitting %1. %2</source>
        <translation>Встреча %1. %2</translation>
    </message>
    <message>
        <source>Check the sittings to settle together.</source>
        <translation>Отметьте встречи, которые рассчитать вместе.</translation>
    </message>
    <message>
        <source>Zapis, the evening of sittings %1: who pays whom</source>
        <translation>Zapis, вечер из встреч %1: кто кому платит</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Three Bugs</source>
        <translation>Три жучка</translation>
    </message>
    <message>
        <source>Stukolka</source>
        <translation>Стуколка</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Джин</translation>
    </message>
    <message>
        <source>Rummy</source>
        <translation>Рамми</translation>
    </message>
    <message>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
</context>
<context>
    <name>GinCards</name>
    <message>
        <source>The deal from the cards</source>
        <translation>Сдача по картам</translation>
    </message>
    <message>
        <source>Type each hand as it was laid out (e.g. AS 2S 3S 7H 7D 7C…; 10♥ and 10Ч are read too) or click its cards on the grid: the knocker ten cards, or eleven before the discard; the opponent ten.</source>
        <translation>Наберите каждую руку так, как её выложили (напр. AS 2S 3S 7H 7D 7C…; понимаются и 10♥, и 10Ч) или отметьте её карты в сетке: у постучавшего десять карт или одиннадцать до сброса, у соперника десять.</translation>
    </message>
    <message>
        <source>Who knocked or went gin:</source>
        <translation>Кто постучал или объявил ремик:</translation>
    </message>
    <message>
        <source>%1: melds %2; deadwood %3 (%4)</source>
        <translation>%1: комбинации %2; карты вне комбинаций %3 (%4)</translation>
    </message>
    <message>
        <source>; laid off %1</source>
        <translation>; подложено %1</translation>
    </message>
</context>
<context>
    <name>GinColumnsModel</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>closed: %1 won</source>
        <translation>закрыта: победа — %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>идёт</translation>
    </message>
</context>
<context>
    <name>GinDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <translation>Предел стука</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чем кончилась</translation>
    </message>
    <message>
        <source>Hand won by</source>
        <translation>Сдача за</translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation>Очки за сдачу</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A spade: the deal counts double</source>
        <translation>Пика: сдача считается вдвойне</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>пустая</translation>
    </message>
    <message>
        <source>knock %1:%2</source>
        <translation>стук %1:%2</translation>
    </message>
    <message>
        <source>undercut %1:%2</source>
        <translation>подрезка %1:%2</translation>
    </message>
    <message>
        <source>gin %1:%2</source>
        <translation>ремик %1:%2</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Пустая сдача</translation>
    </message>
    <message>
        <source>%1 gin; the opponent holds %2</source>
        <translation>%1: ремик; у противника %2</translation>
    </message>
    <message>
        <source>%1 knocks with %2 against %3</source>
        <translation>%1: стук с %2 против %3</translation>
    </message>
    <message>
        <source>%1 knocks with %2 against %3: undercut</source>
        <translation>%1: стук с %2 против %3, подрезка</translation>
    </message>
</context>
<context>
    <name>GinForm</name>
    <message>
        <source>e.g. 6H, 10S, QD</source>
        <translation>например 6H, 10S, QD</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Ремик</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Пустая сдача</translation>
    </message>
    <message>
        <source>&amp;Upcard:</source>
        <translation>&amp;Открытая карта:</translation>
    </message>
    <message>
        <source>The deal e&amp;nded with:</source>
        <translation>Чем &amp;закончилась сдача:</translation>
    </message>
    <message>
        <source>&amp;Who knocked or went gin:</source>
        <translation>&amp;Кто постучал или объявил ремик:</translation>
    </message>
    <message>
        <source>The &amp;knocker&apos;s deadwood:</source>
        <translation>Очки на &amp;руке у постучавшего:</translation>
    </message>
    <message>
        <source>The &amp;opponent&apos;s deadwood:</source>
        <translation>Очки на руке у &amp;другого игрока:</translation>
    </message>
    <message>
        <source>Type the upcard first: it sets the knock limit.</source>
        <translation>Сначала введите открытую карту: она задаёт предел стука.</translation>
    </message>
    <message>
        <source>Not a card yet: rank and suit, e.g. 6H.</source>
        <translation>Это ещё не карта: достоинство и масть, например 6H.</translation>
    </message>
    <message>
        <source>Knock limit %1; a spade: the deal counts double!</source>
        <translation>Предел стука %1; пика: сдача считается вдвойне!</translation>
    </message>
    <message>
        <source>Knock limit %1; not doubled.</source>
        <translation>Предел стука %1; без удвоения.</translation>
    </message>
    <message>
        <source>This deal scores nothing.</source>
        <translation>Эта сдача ничего не даёт.</translation>
    </message>
    <message>
        <source>This deal: %1 scores %2.</source>
        <translation>Эта сдача: %1 получает %2.</translation>
    </message>
</context>
<context>
    <name>GinOptionsPage</name>
    <message>
        <source>Standard gin: knock with 10 or less</source>
        <translation>Обычный джин: стук при 10 и меньше</translation>
    </message>
    <message>
        <source>Oklahoma: the upcard sets the knock limit, a spade doubles</source>
        <translation>Оклахома: открытая карта задаёт предел стука, пика удваивает</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Одна игра</translation>
    </message>
    <message>
        <source>Hollywood: three games at once</source>
        <translation>Голливуд: три игры сразу</translation>
    </message>
    <message>
        <source>A shutout (the loser scored nothing) doubles the settlement</source>
        <translation>Сухая победа (у проигравшей стороны нет очков) удваивает расчёт</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>Запись:</translation>
    </message>
    <message>
        <source>Target (points that win a game):</source>
        <translation>Цель (очки для выигрыша игры):</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Премия за ремик:</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Премия за подрезку:</translation>
    </message>
    <message>
        <source>Box bonus (each hand won more):</source>
        <translation>Премия за клетку (за каждую лишнюю выигранную сдачу):</translation>
    </message>
    <message>
        <source>Game bonus:</source>
        <translation>Премия за игру:</translation>
    </message>
</context>
<context>
    <name>GinSettlementModel</name>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Статья</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Одна игра</translation>
    </message>
    <message>
        <source>%1&apos;s points on the sheet</source>
        <translation>очки игрока %1 в записи</translation>
    </message>
    <message>
        <source>game bonus</source>
        <translation>премия за игру</translation>
    </message>
    <message>
        <source>boxes (hands won more)</source>
        <translation>клетки (лишние выигранные сдачи)</translation>
    </message>
    <message>
        <source>shutout: doubled</source>
        <translation>сухая победа: вдвойне</translation>
    </message>
    <message>
        <source>less %1&apos;s points on the sheet</source>
        <translation>минус очки игрока %1 в записи</translation>
    </message>
    <message>
        <source>less %1&apos;s boxes (hands won more)</source>
        <translation>минус клетки игрока %1 (лишние выигранные сдачи)</translation>
    </message>
    <message>
        <source>net to %1</source>
        <translation>итог в пользу %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>the match: net to %1</source>
        <translation>встреча: итог в пользу %1</translation>
    </message>
    <message>
        <source>the match: even</source>
        <translation>встреча: ничья</translation>
    </message>
</context>
<context>
    <name>GinSheet</name>
    <message>
        <source>%1, %2, to %3; gin %4, undercut %5, box %6, game %7.</source>
        <translation>%1, %2, до %3; ремик %4, подрезка %5, клетка %6, игра %7.</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Оклахома</translation>
    </message>
    <message>
        <source>Standard gin</source>
        <translation>Обычный джин</translation>
    </message>
    <message>
        <source>Hollywood scoring</source>
        <translation>голливудская запись</translation>
    </message>
    <message>
        <source>a single game</source>
        <translation>одна игра</translation>
    </message>
    <message>
        <source>Settlement (points + game + boxes − the loser&apos;s points = net); click a bonus for its rule:</source>
        <translation>Расчёт (очки + игра + клетки − очки проигравшего = итог); щёлкните премию, чтобы увидеть правило:</translation>
    </message>
    <message>
        <source>No game is settled yet.</source>
        <translation>Ни одна игра ещё не рассчитана.</translation>
    </message>
    <message>
        <source>Game %1: </source>
        <translation>Игра %1: </translation>
    </message>
    <message>
        <source>Match: %1 wins %2</source>
        <translation>Матч: %1 выигрывает %2</translation>
    </message>
    <message>
        <source>Match: even</source>
        <translation>Матч: ничья</translation>
    </message>
    <message>
        <source>All three games are closed; the match is over.</source>
        <translation>Все три игры закрыты; встреча окончена.</translation>
    </message>
    <message>
        <source>The game is over; no more deals can be entered.</source>
        <translation>Игра окончена; сдач больше вводить нельзя.</translation>
    </message>
    <message>
        <source> (game %1)</source>
        <translation> (игра %1)</translation>
    </message>
    <message>
        <source>Knock: the opponent&apos;s deadwood less the knocker&apos;s</source>
        <translation>Стук: очки на руке противника минус очки постучавшего</translation>
    </message>
    <message>
        <source>Undercut: the difference plus the undercut bonus</source>
        <translation>Подрезка: разница плюс премия за подрезку</translation>
    </message>
    <message>
        <source>Gin: the opponent&apos;s deadwood plus the gin bonus</source>
        <translation>Ремик: очки на руке противника плюс премия за ремик</translation>
    </message>
    <message>
        <source>A spade upcard: the hand counts double</source>
        <translation>Открытая пика: сдача считается вдвойне</translation>
    </message>
    <message>
        <source>Game bonus: reached the target</source>
        <translation>Премия за игру: цель достигнута</translation>
    </message>
    <message>
        <source>Boxes: the bonus for each hand won more</source>
        <translation>Клетки: премия за каждую лишнюю выигранную сдачу</translation>
    </message>
    <message>
        <source>Shutout: the settlement doubled</source>
        <translation>Сухая победа: расчёт вдвойне</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Последняя сдача</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Лидер</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>&lt;h2&gt;All sittings&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Все встречи&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Search by player…</source>
        <translation>Поиск по игроку…</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Finished or not</source>
        <translation>Все встречи</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Идут</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Окончены</translation>
    </message>
    <message>
        <source>Started from</source>
        <translation>Начаты с</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Date, place, na&amp;mes…</source>
        <translation>Дата, место, &amp;имена…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>E&amp;vening…</source>
        <translation>В&amp;ечер…</translation>
    </message>
    <message>
        <source>Settle this sitting together with the others of its day: who pays whom</source>
        <translation>Рассчитать эту встречу вместе с другими встречами того же дня: кто кому платит</translation>
    </message>
    <message>
        <source>&amp;New sitting…</source>
        <translation>Новая вст&amp;реча…</translation>
    </message>
    <message>
        <source>No sittings yet — %1 (Ctrl+N)</source>
        <translation>Встреч пока нет — %1 (Ctrl+N)</translation>
    </message>
    <message>
        <source>New sitting…</source>
        <translation>Новая встреча…</translation>
    </message>
    <message>
        <source>or File → Import session file… to bring in a sitting written elsewhere.</source>
        <translation>или Файл → Импорт файла встречи…, чтобы перенести встречу, записанную в другом месте.</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <source>Any place</source>
        <translation>Любое место</translation>
    </message>
    <message>
        <source>%1 of %2 sittings shown</source>
        <translation>Показано встреч: %1 из %2</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>starts a new sitting</source>
        <translation>начинает новую встречу</translation>
    </message>
    <message>
        <source>shows every sitting</source>
        <translation>показывает все встречи</translation>
    </message>
    <message>
        <source>opens the players window</source>
        <translation>открывает окно игроков</translation>
    </message>
    <message>
        <source>imports a session file</source>
        <translation>импортирует файл записи</translation>
    </message>
    <message>
        <source>exports the open or the selected sitting</source>
        <translation>экспортирует открытую или выбранную встречу</translation>
    </message>
    <message>
        <source>prints the open or the selected sitting</source>
        <translation>печатает открытую или выбранную встречу</translation>
    </message>
    <message>
        <source>quits</source>
        <translation>выход</translation>
    </message>
    <message>
        <source>undoes the last change</source>
        <translation>отменяет последнее изменение</translation>
    </message>
    <message>
        <source>redoes it</source>
        <translation>возвращает его</translation>
    </message>
    <message>
        <source>opens the rules of the game</source>
        <translation>открывает правила игры</translation>
    </message>
    <message>
        <source>larger text (kept)</source>
        <translation>крупнее текст (запоминается)</translation>
    </message>
    <message>
        <source>smaller text (kept)</source>
        <translation>мельче текст (запоминается)</translation>
    </message>
    <message>
        <source>the system&apos;s text size</source>
        <translation>размер текста системы</translation>
    </message>
    <message>
        <source>enters the deal (or saves the deal being edited)</source>
        <translation>записывает сдачу (или сохраняет исправляемую)</translation>
    </message>
    <message>
        <source>leaves editing; on a new deal, clears what was typed (Ctrl+Z brings it back)</source>
        <translation>прекращает исправление; в новой сдаче стирает набранное (Ctrl+Z возвращает его)</translation>
    </message>
    <message>
        <source>from the form to the deals list (the last deal current) and back</source>
        <translation>из формы в список сдач (на последнюю сдачу) и обратно</translation>
    </message>
    <message>
        <source>puts it in the form for editing</source>
        <translation>открывает её в форме для исправления</translation>
    </message>
    <message>
        <source>deletes it (Ctrl+Z brings it back)</source>
        <translation>удаляет её (Ctrl+Z возвращает)</translation>
    </message>
    <message>
        <source>the next tab of the sitting: Sheet, Chart, Settle</source>
        <translation>следующая вкладка встречи: запись, график, расчёт</translation>
    </message>
    <message>
        <source>the previous tab of the sitting</source>
        <translation>предыдущая вкладка встречи</translation>
    </message>
    <message>
        <source>the Sheet tab (the keyboard goes to the form)</source>
        <translation>вкладка записи (клавиатура — в форму)</translation>
    </message>
    <message>
        <source>the Chart tab (the keyboard goes to the chart)</source>
        <translation>вкладка графика (клавиатура — на график)</translation>
    </message>
    <message>
        <source>the Settle tab (the keyboard goes to the price)</source>
        <translation>вкладка расчёта (клавиатура — на цену)</translation>
    </message>
    <message>
        <source>moves the player up a seat</source>
        <translation>пересаживает игрока на место выше</translation>
    </message>
    <message>
        <source>moves the player down a seat</source>
        <translation>пересаживает игрока на место ниже</translation>
    </message>
    <message>
        <source>finds a word in the rules</source>
        <translation>ищет слово в правилах</translation>
    </message>
    <message>
        <source>the section before</source>
        <translation>предыдущий раздел</translation>
    </message>
    <message>
        <source>forward again</source>
        <translation>снова вперёд</translation>
    </message>
    <message>
        <source>closes the rules</source>
        <translation>закрывает правила</translation>
    </message>
    <message>
        <source>closes the window</source>
        <translation>закрывает окно</translation>
    </message>
    <message>
        <source>opens the room&apos;s scoreboard</source>
        <translation>открывает табло для зала</translation>
    </message>
    <message>
        <source>full screen, or back</source>
        <translation>во весь экран или обратно</translation>
    </message>
    <message>
        <source>light, dark, high contrast</source>
        <translation>светлая, тёмная, контрастная тема</translation>
    </message>
    <message>
        <source>closes the board</source>
        <translation>закрывает табло</translation>
    </message>
</context>
<context>
    <name>LiveWindow</name>
    <message>
        <source>Not following other windows&apos; changes: %1</source>
        <translation>Изменения других окон не отслеживаются: %1</translation>
    </message>
    <message>
        <source>This sitting is open in another window too: its deals will show here as they are entered there.</source>
        <translation>Эта встреча открыта и в другом окне: сдачи, записанные там, появятся здесь.</translation>
    </message>
    <message>
        <source>The sitting could not be read again: %1</source>
        <translation>Встречу не удалось прочитать заново: %1</translation>
    </message>
    <message>
        <source>Lost the connection to the database %1 (%2); trying again</source>
        <translation>Связь с базой данных %1 потеряна (%2); пробуем снова</translation>
    </message>
    <message>
        <source>Connected to the database %1 again</source>
        <translation>Связь с базой данных %1 восстановлена</translation>
    </message>
</context>
<context>
    <name>LookBackActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>&amp;Chart of the sitting…</source>
        <translation>&amp;График встречи…</translation>
    </message>
    <message>
        <source>No sitting chosen</source>
        <translation>Встреча не выбрана</translation>
    </message>
    <message>
        <source>Open a sitting, or select one in the list, to print or chart it.</source>
        <translation>Откройте встречу или выберите её в списке, чтобы напечатать её или построить график.</translation>
    </message>
    <message>
        <source>The sitting cannot be read</source>
        <translation>Встречу не удаётся прочитать</translation>
    </message>
    <message>
        <source>Zapis — chart of sitting %1</source>
        <translation>Zapis — график встречи %1</translation>
    </message>
</context>
<context>
    <name>Lookback</name>
    <message>
        <source>Chart</source>
        <translation>График</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Под чертой</translation>
    </message>
    <message>
        <source>Below the line, deal by deal</source>
        <translation>Под чертой, сдача за сдачей</translation>
    </message>
    <message>
        <source>Net (whists)</source>
        <translation>Итог (висты)</translation>
    </message>
    <message>
        <source>The settlement net, deal by deal</source>
        <translation>Итог расчёта, сдача за сдачей</translation>
    </message>
    <message>
        <source>Running totals, deal by deal</source>
        <translation>Нарастающий итог, сдача за сдачей</translation>
    </message>
    <message>
        <source>Money, deal by deal</source>
        <translation>Деньги, сдача за сдачей</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>%1 at %2, sitting by sitting</source>
        <translation>%1: %2, встреча за встречей</translation>
    </message>
    <message>
        <source>Zapis — %1 over time</source>
        <translation>Zapis — %1 по времени</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>%1 has no sittings left.</source>
        <translation>У игрока %1 не осталось встреч.</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Встреч</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Average result</source>
        <translation>Средний результат</translation>
    </message>
    <message>
        <source>Best result</source>
        <translation>Лучший результат</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Самая длинная серия побед</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Contracts played</source>
        <translation>Сыграно контрактов</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Выполнено контрактов</translation>
    </message>
    <message>
        <source>Beetles</source>
        <translation>Жучков</translation>
    </message>
    <message>
        <source>Average contract</source>
        <translation>Средний контракт</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Стуков</translation>
    </message>
    <message>
        <source>Remizes paid</source>
        <translation>Заплачено ремизов</translation>
    </message>
    <message>
        <source>Money paid in remizes</source>
        <translation>Деньги, отданные на ремизы</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Джинов</translation>
    </message>
    <message>
        <source>Undercuts suffered</source>
        <translation>Подрезан</translation>
    </message>
    <message>
        <source>Average per deal</source>
        <translation>В среднем за сдачу</translation>
    </message>
    <message>
        <source>Pools closed</source>
        <translation>Закрытые пули</translation>
    </message>
    <message>
        <source>Games declared</source>
        <translation>Заказано игр</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Ремизы</translation>
    </message>
    <message>
        <source>Misères made</source>
        <translation>Сыгранные мизеры</translation>
    </message>
    <message>
        <source>Raspasy won</source>
        <translation>Выигранные распасы</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Zapis — the score sheet</source>
        <translation>Zapis — запись игры</translation>
    </message>
    <message>
        <source>← All sittings</source>
        <translation>← Все встречи</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Открываем базу…</translation>
    </message>
    <message>
        <source>&amp;New sitting…</source>
        <translation>&amp;Новая встреча…</translation>
    </message>
    <message>
        <source>&amp;All sittings</source>
        <translation>&amp;Все встречи</translation>
    </message>
    <message>
        <source>&amp;Players…</source>
        <translation>&amp;Игроки…</translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation>&amp;Импорт файла встречи…</translation>
    </message>
    <message>
        <source>&amp;Export sitting…</source>
        <translation>&amp;Экспорт встречи…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Delete the selected deal</source>
        <translation>&amp;Удалить выбранную сдачу</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Scoreboard for the room</source>
        <translation>&amp;Табло для зала</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>&amp;About Zapis</source>
        <translation>&amp;О программе Zapis</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The new language takes effect when Zapis starts again.</source>
        <translation>Новый язык начнёт действовать после перезапуска Записи.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Перезапустить сейчас</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>П&amp;озже</translation>
    </message>
    <message>
        <source>Open a sitting to show its scoreboard.</source>
        <translation>Откройте встречу, чтобы показать её табло.</translation>
    </message>
    <message>
        <source>A backup is being restored: wait until it is done.</source>
        <translation>Идёт восстановление из копии: дождитесь, пока оно закончится.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Zapis %1&lt;/h3&gt;&lt;p&gt;The score sheet and rulebook for Three Bugs, Stukolka, Gin, Rummy and Preferans at a real table.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zapis %1&lt;/h3&gt;&lt;p&gt;Запись и свод правил для «Трёх жучков», стуколки, джина, рамми и преферанса за настоящим столом.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Zapis</source>
        <translation>О программе Zapis</translation>
    </message>
    <message>
        <source>No such sitting</source>
        <translation>Нет такой встречи</translation>
    </message>
    <message>
        <source>There is no sitting %1 in this database.</source>
        <translation>В этой базе нет встречи %1.</translation>
    </message>
    <message>
        <source>The sitting cannot be opened</source>
        <translation>Встречу нельзя открыть</translation>
    </message>
    <message>
        <source>This build of Zapis has no sheet for this game yet.</source>
        <translation>В этой сборке Zapis пока нет записи для этой игры.</translation>
    </message>
    <message>
        <source>Zapis — %1, sitting %2</source>
        <translation>Zapis — %1, встреча %2</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Rule section: %1</source>
        <translation>Раздел правил: %1</translation>
    </message>
    <message>
        <source>The rulebook has no section %1.</source>
        <translation>В своде правил нет раздела %1.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rulebook is not part of this build.</source>
        <translation>Свода правил в этой сборке нет.</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>&amp;Как в системе</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлое</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмное</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>О&amp;формление</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>Nothing is left on the table; money left there is shared equally among the players.</source>
        <translation>На столе ничего не осталось; оставшиеся на столе деньги делятся поровну между игроками.</translation>
    </message>
    <message>
        <source>%1 left on the table is shared equally: %2 to each player.</source>
        <translation>Оставшиеся на столе %1 делятся поровну: по %2 каждому игроку.</translation>
    </message>
    <message>
        <source>%1 left on the table is shared equally: %2 to each player; the odd kopecks (%3) go one each to %4.</source>
        <translation>Оставшиеся на столе %1 делятся поровну: по %2 каждому игроку; лишние копейки (%3) — по одной: %4.</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Никто никому не платит.</translation>
    </message>
    <message>
        <source>Nets:</source>
        <translation>Итог в деньгах:</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежи:</translation>
    </message>
</context>
<context>
    <name>NewSittingDialog</name>
    <message>
        <source>New sitting</source>
        <translation>Новая встреча</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Players, in seat order (clockwise)</source>
        <translation>Игроки по порядку мест (по часовой стрелке)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <source>Move up a seat (Alt+Up in the name)</source>
        <translation>На место выше (Alt+↑ в поле имени)</translation>
    </message>
    <message>
        <source>Move down a seat (Alt+Down in the name)</source>
        <translation>На место ниже (Alt+↓ в поле имени)</translation>
    </message>
    <message>
        <source>First &amp;dealer</source>
        <translation>Первый &amp;сдатчик</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Место</translation>
    </message>
    <message>
        <source>N&amp;ote</source>
        <translation>&amp;Заметка</translation>
    </message>
    <message>
        <source>not for money</source>
        <translation>не на деньги</translation>
    </message>
    <message>
        <source>Money for one point (Stukolka: for one unit of the stake), e.g. 0.10 or 2.50; leave empty when the table does not play for money</source>
        <translation>Деньги за одно очко (в стуколке — за единицу ставки), например 0,10 или 2,50; оставьте пустым, если играют не на деньги</translation>
    </message>
    <message>
        <source>P&amp;rice of a point</source>
        <translation>&amp;Цена очка</translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation>&amp;Валюта</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>This game is not part of this build of Zapis yet.</source>
        <translation>Этой игры в сборке Zapis пока нет.</translation>
    </message>
    <message>
        <source>This game needs %1 players; %2 are named.</source>
        <translation>Для этой игры нужно игроков: %1; названо: %2.</translation>
    </message>
    <message>
        <source>The sitting was not created</source>
        <translation>Встреча не создана</translation>
    </message>
</context>
<context>
    <name>OpenFile</name>
    <message>
        <source>Import the session file?</source>
        <translation>Импортировать файл встречи?</translation>
    </message>
    <message>
        <source>Import %1 as a new sitting and open it? Nothing is changed in it.</source>
        <translation>Импортировать %1 как новую встречу и открыть её? Сам файл не изменится.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>money</source>
        <translation>деньги</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Double-click to see the sittings %1 played</source>
        <translation>Двойной щелчок — встречи игрока %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Sittings</source>
        <translation>Встреч</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно геймов</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Выиграно робберов</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <source>The player&apos;s name as it is written now</source>
        <translation>Имя игрока, как оно записано сейчас</translation>
    </message>
    <message>
        <source>Each game played has a row of its own</source>
        <translation>У каждой игры этого игрока своя строка</translation>
    </message>
    <message>
        <source>Sittings of this game the player sat at</source>
        <translation>Встречи этой игры с участием игрока</translation>
    </message>
    <message>
        <source>The player&apos;s totals summed over the sittings of this game</source>
        <translation>Сумма итогов игрока по встречам этой игры</translation>
    </message>
    <message>
        <source>Three Bugs games, gin games and Hollywood columns, rummy games (Stukolka has no games)</source>
        <translation>Геймы «Трёх жучков», игры в джин и столбцы «Голливуда», игры в рамми (в стуколке игр нет)</translation>
    </message>
    <message>
        <source>Three Bugs rubbers (only Three Bugs is played in rubbers)</source>
        <translation>Робберы в «Три жучка» (робберами играют только в «Три жучка»)</translation>
    </message>
    <message>
        <source>Points, or money in Stukolka: never added together</source>
        <translation>Очки, а в стуколке деньги: они никогда не складываются</translation>
    </message>
</context>
<context>
    <name>PlayersWindow</name>
    <message>
        <source>Zapis — players</source>
        <translation>Zapis — игроки</translation>
    </message>
    <message>
        <source>&amp;New name:</source>
        <translation>&amp;Новое имя:</translation>
    </message>
    <message>
        <source>&amp;Rename everywhere</source>
        <translation>&amp;Переименовать везде</translation>
    </message>
    <message>
        <source>Select a player, type the new name</source>
        <translation>Выберите игрока и введите новое имя</translation>
    </message>
    <message>
        <source>The name changes in every sitting and every deal of the player</source>
        <translation>Имя меняется во всех встречах и сдачах этого игрока</translation>
    </message>
    <message>
        <source>&amp;Show the player&apos;s sittings</source>
        <translation>&amp;Показать встречи игрока</translation>
    </message>
    <message>
        <source>Results over &amp;time…</source>
        <translation>Результаты по &amp;времени…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have sat at this database&apos;s tables.</source>
        <translation>
            <numerusform>За столами этой базы сидел %n игрок.</numerusform>
            <numerusform>За столами этой базы сидели %n игрока.</numerusform>
            <numerusform>За столами этой базы сидели %n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>No players yet: they appear here after their first sitting.</source>
        <translation>Игроков пока нет: они появятся здесь после первой встречи.</translation>
    </message>
    <message>
        <source>Select the player to rename first.</source>
        <translation>Сначала выберите игрока, которого переименовать.</translation>
    </message>
    <message>
        <source>That is already the player&apos;s name.</source>
        <translation>Это имя у игрока уже есть.</translation>
    </message>
    <message>
        <source>Nobody was renamed: %1</source>
        <translation>Никто не переименован: %1</translation>
    </message>
    <message>
        <source>There is no player %1 any more; the list is read again.</source>
        <translation>Игрока %1 больше нет; список прочитан заново.</translation>
    </message>
</context>
<context>
    <name>PreferansDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>P</source>
        <translation>П</translation>
    </message>
    <message>
        <source>M</source>
        <translation>Г</translation>
    </message>
    <message>
        <source>W</source>
        <translation>В</translation>
    </message>
</context>
<context>
    <name>PreferansForm</name>
    <message>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>c</source>
        <comment>key: contract</comment>
        <translation>и</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Мизер</translation>
    </message>
    <message>
        <source>m</source>
        <comment>key: misere</comment>
        <translation>м</translation>
    </message>
    <message>
        <source>Raspasy</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <source>r</source>
        <comment>key: raspasy</comment>
        <translation>р</translation>
    </message>
    <message>
        <source>Without three</source>
        <translation>Без трёх</translation>
    </message>
    <message>
        <source>w</source>
        <comment>key: concede</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Поправка</translation>
    </message>
    <message>
        <source>f</source>
        <comment>key: correction</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>&amp;Deal:</source>
        <translation>&amp;Сдача:</translation>
    </message>
    <message>
        <source>De&amp;clarer:</source>
        <translation>&amp;Играет:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>s</source>
        <comment>key: spades</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>c</source>
        <comment>key: clubs</comment>
        <translation>т</translation>
    </message>
    <message>
        <source>d</source>
        <comment>key: diamonds</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>h</source>
        <comment>key: hearts</comment>
        <translation>ч</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>n</source>
        <comment>key: no trump</comment>
        <translation>н</translation>
    </message>
    <message>
        <source>&amp;Strain:</source>
        <translation>&amp;Масть:</translation>
    </message>
    <message>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <source>w</source>
        <comment>key: whist</comment>
        <translation>в</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>p</source>
        <comment>key: pass</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>Half-whist</source>
        <translation>Полвиста</translation>
    </message>
    <message>
        <source>h</source>
        <comment>key: half-whist</comment>
        <translation>л</translation>
    </message>
    <message>
        <source>In the light (the passer&apos;s cards face up)</source>
        <translation>В светлую (карты пасующего открыты)</translation>
    </message>
    <message>
        <source>&amp;Open:</source>
        <translation>&amp;Открыто:</translation>
    </message>
    <message>
        <source>&amp;Tricks:</source>
        <translation>&amp;Взятки:</translation>
    </message>
    <message>
        <source>Talon tric&amp;ks:</source>
        <translation>Взятки &amp;прикупа:</translation>
    </message>
    <message>
        <source>D&amp;ealer:</source>
        <translation>С&amp;даёт:</translation>
    </message>
    <message>
        <source>The declarer&apos;s initial, the level (0: 10), the strain (1–5), each defender&apos;s word, the tricks (the third player&apos;s fill in); Shift+Tab: the kind of deal.</source>
        <translation>Буква играющего, уровень (0 — десять), масть (1–5), слова вистующих, взятки (третьему подставятся сами); Shift+Tab — вид сдачи.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (first):</source>
        <translation>%1 (первый):</translation>
    </message>
    <message>
        <source>%1 (second):</source>
        <translation>%1 (второй):</translation>
    </message>
    <message>
        <source>First defender:</source>
        <translation>Первый вистующий:</translation>
    </message>
    <message>
        <source>Second defender:</source>
        <translation>Второй вистующий:</translation>
    </message>
    <message>
        <source>Choose the contract: its level and its strain.</source>
        <translation>Выберите игру: уровень и масть.</translation>
    </message>
    <message>
        <source>Choose the declarer.</source>
        <translation>Выберите играющего.</translation>
    </message>
    <message>
        <source>Say what %1 said: whist, pass or half-whist.</source>
        <translation>Укажите слово игрока %1: вист, пас или полвиста.</translation>
    </message>
    <message>
        <source>(proposed; sits out)</source>
        <translation>(по правилам; на прикупе)</translation>
    </message>
    <message>
        <source>(proposed)</source>
        <translation>(по правилам)</translation>
    </message>
</context>
<context>
    <name>PreferansOptions</name>
    <message>
        <source>Sochi (Сочинка)</source>
        <translation>Сочи (Сочинка)</translation>
    </message>
    <message>
        <source>Leningrad (Ленинградка, Питер)</source>
        <translation>Ленинград (Ленинградка, Питер)</translation>
    </message>
    <message>
        <source>Rostov (Москва)</source>
        <translation>Ростов (Москва)</translation>
    </message>
    <message>
        <source>when every pool is closed</source>
        <translation>когда закрыты все пули</translation>
    </message>
    <message>
        <source>when the pools&apos; sum reaches n × T</source>
        <translation>когда сумма пуль достигла n × T</translation>
    </message>
    <message>
        <source>every defender</source>
        <translation>все вистующие и пасующие</translation>
    </message>
    <message>
        <source>the whisters only</source>
        <translation>только вистующие</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>greedy (жлобский)</source>
        <translation>жлобский</translation>
    </message>
    <message>
        <source>gentleman (джентльменский)</source>
        <translation>джентльменский</translation>
    </message>
    <message>
        <source>full: the value a trick</source>
        <translation>ответственный: стоимость игры за взятку</translation>
    </message>
    <message>
        <source>half: half the value a trick</source>
        <translation>полуответственный: половина стоимости за взятку</translation>
    </message>
    <message>
        <source>none</source>
        <translation>безответственный</translation>
    </message>
    <message>
        <source>halves (the Kodex)</source>
        <translation>пополам (по Кодексу)</translation>
    </message>
    <message>
        <source>pair: a partner&apos;s surplus covers</source>
        <translation>парой: лишняя взятка партнёра покрывает</translation>
    </message>
    <message>
        <source>personal quotas, always</source>
        <translation>каждый за свою долю, всегда</translation>
    </message>
    <message>
        <source>the deficit shared</source>
        <translation>недобор делится</translation>
    </message>
    <message>
        <source>the second whister</source>
        <translation>второй вистующий</translation>
    </message>
    <message>
        <source>both whisters</source>
        <translation>оба вистующих</translation>
    </message>
    <message>
        <source>all the defence&apos;s tricks</source>
        <translation>все взятки защиты</translation>
    </message>
    <message>
        <source>on the mountain</source>
        <translation>в гору</translation>
    </message>
    <message>
        <source>as whists on the others</source>
        <translation>вистами на остальных</translation>
    </message>
    <message>
        <source>the difference from the fewest</source>
        <translation>разницу с наименьшим</translation>
    </message>
    <message>
        <source>the whister&apos;s own tricks</source>
        <translation>только свои взятки</translation>
    </message>
    <message>
        <source>all in the light, the whister&apos;s own in the dark</source>
        <translation>в светлую все, в тёмную свои</translation>
    </message>
    <message>
        <source>all the player&apos;s tricks</source>
        <translation>все взятки игрока</translation>
    </message>
    <message>
        <source>a whisted contract or a misère</source>
        <translation>игра с вистом или мизер</translation>
    </message>
    <message>
        <source>only a played, whisted contract</source>
        <translation>только сыгранная игра с вистом</translation>
    </message>
    <message>
        <source>any other deal</source>
        <translation>любая другая сдача</translation>
    </message>
    <message>
        <source>American help, then the write-off</source>
        <translation>американская помощь, затем списание</translation>
    </message>
    <message>
        <source>written off one&apos;s own mountain</source>
        <translation>списывается со своей горы</translation>
    </message>
    <message>
        <source>in the pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <source>off one&apos;s own mountain first</source>
        <translation>сначала списывает свою гору</translation>
    </message>
    <message>
        <source>÷ n, all the players</source>
        <translation>÷ n, на всех игроков</translation>
    </message>
    <message>
        <source>÷ (n − 1)</source>
        <translation>÷ (n − 1)</translation>
    </message>
    <message>
        <source>Pulka length (each pool):</source>
        <translation>Пулька до (каждая пуля):</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>Игра кончается:</translation>
    </message>
    <message>
        <source>Values (6–10, misère):</source>
        <translation>Стоимость (6–10, мизер):</translation>
    </message>
    <message>
        <source>Whisters must take (6–10):</source>
        <translation>Вистующие должны взять (6–10):</translation>
    </message>
    <message>
        <source>Whist multiplier:</source>
        <translation>Множитель вистов:</translation>
    </message>
    <message>
        <source>Mountain multiplier:</source>
        <translation>Множитель горы:</translation>
    </message>
    <message>
        <source>Consolation written by:</source>
        <translation>Консоляцию пишут:</translation>
    </message>
    <message>
        <source>The dealer (4 players):</source>
        <translation>Сдающий (вчетвером):</translation>
    </message>
    <message>
        <source>Whist:</source>
        <translation>Вист:</translation>
    </message>
    <message>
        <source>Whister&apos;s responsibility:</source>
        <translation>Ответственность вистующего:</translation>
    </message>
    <message>
        <source>Two whisters answer by:</source>
        <translation>Два вистующих отвечают:</translation>
    </message>
    <message>
        <source>At 8–10 the odd trick is on:</source>
        <translation>На 8–10 за лишнюю взятку отвечает:</translation>
    </message>
    <message>
        <source>A lone whister counts:</source>
        <translation>Один вистующий пишет за:</translation>
    </message>
    <message>
        <source>Half-whist at:</source>
        <translation>Полвиста на:</translation>
    </message>
    <message>
        <source>Talon prize:</source>
        <translation>Премия за прикуп:</translation>
    </message>
    <message>
        <source>Raspasy tricks go:</source>
        <translation>Взятки на распасах идут:</translation>
    </message>
    <message>
        <source>Raspasy: a trick costs:</source>
        <translation>Распасы: взятка стоит:</translation>
    </message>
    <message>
        <source>Raspasy: whists a trick:</source>
        <translation>Распасы: вистов за взятку:</translation>
    </message>
    <message>
        <source>Raspasy whists count:</source>
        <translation>Висты на распасах за:</translation>
    </message>
    <message>
        <source>Raspasy progression:</source>
        <translation>Прогрессия распасов:</translation>
    </message>
    <message>
        <source>Raspasy amnesty:</source>
        <translation>Амнистия на распасах:</translation>
    </message>
    <message>
        <source>No tricks on raspasy:</source>
        <translation>Ни одной взятки на распасах:</translation>
    </message>
    <message>
        <source>Raspasy end at:</source>
        <translation>Выход из распасов:</translation>
    </message>
    <message>
        <source>The dealer takes the talon (4):</source>
        <translation>Сдающий берёт прикуп (вчетвером):</translation>
    </message>
    <message>
        <source>Beyond a closed pool:</source>
        <translation>Сверх закрытой пули:</translation>
    </message>
    <message>
        <source>Whists a point of help:</source>
        <translation>Вистов за очко помощи:</translation>
    </message>
    <message>
        <source>A made game goes:</source>
        <translation>Сыгранная игра пишется:</translation>
    </message>
    <message>
        <source>Whists a pool point:</source>
        <translation>Вистов за очко пули:</translation>
    </message>
    <message>
        <source>Whists a mountain point:</source>
        <translation>Вистов за очко горы:</translation>
    </message>
    <message>
        <source>Mountain whists divided:</source>
        <translation>Висты за гору делятся:</translation>
    </message>
</context>
<context>
    <name>PreferansOptionsPage</name>
    <message>
        <source>&amp;Convention:</source>
        <translation>&amp;Конвенция:</translation>
    </message>
    <message>
        <source>Choosing a convention fills in every option from its preset; an option changed from the preset is shown in bold, with the preset&apos;s value under it. The rulebook explains each one and its rulings.</source>
        <translation>Выбор конвенции заполняет все настройки по её правилам; изменённая настройка выделена жирным, под ней — значение конвенции. В своде правил объяснена каждая настройка и её решения.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>e.g. 1 2 3</source>
        <translation>например, 1 2 3</translation>
    </message>
    <message>
        <source>the trick&apos;s price in the pool</source>
        <translation>стоимость взятки в пулю</translation>
    </message>
    <message>
        <source>points in the pool:</source>
        <translation>очков в пулю:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>changed; the preset: %1</source>
        <translation>изменено; по конвенции: %1</translation>
    </message>
    <message>
        <source>the preset: %1</source>
        <translation>по конвенции: %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>the trick&apos;s price</source>
        <translation>стоимость взятки</translation>
    </message>
</context>
<context>
    <name>PreferansPrint</name>
    <message>
        <source>The pulka</source>
        <translation>Пулька</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>The settlement, step by step</source>
        <translation>Расчёт по шагам</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
</context>
<context>
    <name>PreferansSheet</name>
    <message>
        <source>%1, pulka of %2</source>
        <translation>%1, пулька до %2</translation>
    </message>
    <message>
        <source>raspasy in a row: %1</source>
        <translation>распасов подряд: %1</translation>
    </message>
    <message>
        <source>deals next: %1</source>
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <source>The pulka is over; see the Settle tab for who pays whom.</source>
        <translation>Пулька закончена; кто кому платит — на вкладке «Расчёт».</translation>
    </message>
</context>
<context>
    <name>PreferansWords</name>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>%1, made</source>
        <translation>%1, сыграна</translation>
    </message>
    <message>
        <source>%1, down %2</source>
        <translation>%1, без %2</translation>
    </message>
    <message>
        <source>%1, passed out</source>
        <translation>%1, без розыгрыша</translation>
    </message>
    <message>
        <source>%1, half-whisted</source>
        <translation>%1, полвиста</translation>
    </message>
    <message>
        <source>%1, without three</source>
        <translation>%1, без трёх</translation>
    </message>
    <message>
        <source>misère, made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <source>misère, caught with %2</source>
        <translation>мизер пойман, взятки: %2</translation>
    </message>
    <message>
        <source>raspasy no. %3 of the run</source>
        <translation>распасы № %3 подряд</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>поправка</translation>
    </message>
    <message>
        <source>greedy whist</source>
        <translation>вист жлобский</translation>
    </message>
    <message>
        <source>gentleman whist</source>
        <translation>вист джентльменский</translation>
    </message>
    <message>
        <source>%1 writes %2 in the pool: the game&apos;s value (%3)</source>
        <translation>%1 — в пулю %2: стоимость игры (%3)</translation>
    </message>
    <message>
        <source>%1 goes down %2: %2 × %3 × %4 = %5 on the mountain (%6)</source>
        <translation>%1 без %2: в гору %2 × %3 × %4 = %5 (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: consolation, %4 undertricks × %5 (%6)</source>
        <translation>%1 → %3, висты %2: консоляция, недобор %4 × %5 (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: half-whist, %4 tricks × %5 (%6)</source>
        <translation>%1 → %3, висты %2: полвиста, взятки %4 × %5 (%6)</translation>
    </message>
    <message>
        <source>%1 writes %2 on the mountain: a whist shortfall, %3 taken (%4, %5)</source>
        <translation>%1 — в гору %2: недовист, взято %3 (%4, %5)</translation>
    </message>
    <message>
        <source>%1 made the misère: %2 in the pool</source>
        <translation>%1 — мизер сыгран: в пулю %2</translation>
    </message>
    <message>
        <source>%1&apos;s misère is caught: %2 tricks × %3 × %4 = %5 on the mountain</source>
        <translation>%1 — мизер пойман: в гору взятки %2 × %3 × %4 = %5</translation>
    </message>
    <message>
        <source>Raspasy no. %1: %2 writes %3 whists on %4 at %5 a trick</source>
        <translation>Распасы № %1: %2 → %4, висты %3, по %5 за взятку</translation>
    </message>
    <message>
        <source>Raspasy no. %1: %2 took %3 tricks × %4 = %5 on the mountain</source>
        <translation>Распасы № %1: %2 — в гору взятки %3 × %4 = %5</translation>
    </message>
    <message>
        <source>Raspasy: %1 took no trick and writes %2 in the pool</source>
        <translation>Распасы: %1 без взяток — в пулю %2</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: the talon prize, %4 tricks × %5</source>
        <translation>%1 → %3, висты %2: премия за прикуп, взятки %4 × %5</translation>
    </message>
    <message>
        <source>Nobody can take %1&apos;s %2 pool points: they come off the mountain</source>
        <translation>%1 — лишнее в пулю (%2) некому отдать: списано с горы</translation>
    </message>
    <message>
        <source>%1&apos;s game first pays off the mountain: %2</source>
        <translation>%1 — игра сначала списывает гору: %2</translation>
    </message>
    <message>
        <source>%1 gives up without three: 3 × %2 × %3 = %4 on the mountain (%5)</source>
        <translation>%1 — без трёх: в гору 3 × %2 × %3 = %4 (%5)</translation>
    </message>
    <message>
        <source>Correction, as the table wrote it: %1</source>
        <translation>Поправка, как записал стол: %1</translation>
    </message>
    <message>
        <source>Correction, as the table wrote it</source>
        <translation>Поправка, как записал стол</translation>
    </message>
    <message>
        <source>full responsibility</source>
        <translation>ответственный</translation>
    </message>
    <message>
        <source>half responsibility</source>
        <translation>полуответственный</translation>
    </message>
    <message>
        <source>no responsibility</source>
        <translation>безответственный</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: %4 tricks × %5 ÷ 2, shared (%6, %7)</source>
        <translation>%1 → %3, висты %2: взятки %4 × %5 ÷ 2, пополам с пасующим (%6, %7)</translation>
    </message>
    <message>
        <source>%1 writes %2 whists on %3: %4 tricks × %5 (%6, %7)</source>
        <translation>%1 → %3, висты %2: взятки %4 × %5 (%6, %7)</translation>
    </message>
    <message>
        <source>American help: %1&apos;s %2 points go into %3&apos;s pool</source>
        <translation>Американская помощь: %1 → %3, в пулю %2</translation>
    </message>
    <message>
        <source>American help: %1 writes %2 whists on %3 (%4 points × %5)</source>
        <translation>Американская помощь: %1 → %3, висты %2 (очки %4 × %5)</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>whists on %1</source>
        <translation>висты на %1</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Settling up at %1 a point</source>
        <translation>Расчёт по %1 за очко</translation>
    </message>
    <message>
        <source>Settling up at %1 a whist</source>
        <translation>Расчёт по %1 за вист</translation>
    </message>
    <message>
        <source>Settling up at %1 a unit of the stake</source>
        <translation>Расчёт по %1 за единицу ставки</translation>
    </message>
    <message>
        <source>Net (+ receives, − pays)</source>
        <translation>Итог (+ получает, − платит)</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Платежи</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>Кто кому платит</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Никто никому не платит.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Условия</translation>
    </message>
    <message>
        <source>Sitting %1</source>
        <translation>встреча %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (продолжение)</translation>
    </message>
    <message>
        <source>Above the line</source>
        <translation>Над чертой</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Под чертой</translation>
    </message>
    <message>
        <source>Above, in all</source>
        <translation>Над чертой, всего</translation>
    </message>
    <message>
        <source>Below, in all</source>
        <translation>Под чертой, всего</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно геймов</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Выиграно робберов</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Гейм %1: %2</translation>
    </message>
    <message>
        <source>Rubber %1: %2</source>
        <translation>Роббер %1: %2</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чем кончилась</translation>
    </message>
    <message>
        <source>%2&#xa0;at&#xa0;%1</source>
        <translation>на&#xa0;%1&#xa0;— %2</translation>
    </message>
    <message>
        <source>%1 knocks</source>
        <translation>%1: стук</translation>
    </message>
    <message>
        <source>%1 gin</source>
        <translation>%1: ремик</translation>
    </message>
    <message>
        <source>%1 knocks, undercut</source>
        <translation>%1: стук, подрезка</translation>
    </message>
    <message>
        <source>dead hand</source>
        <translation>пустая</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Премии</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 выигрывает %2</translation>
    </message>
    <message>
        <source>not decided yet</source>
        <translation>ещё не решено</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>идёт</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>trick values</source>
        <translation>цена взятки</translation>
    </message>
    <message>
        <source>undertrick values</source>
        <translation>цена андера</translation>
    </message>
    <message>
        <source>honour units</source>
        <translation>цена онера</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>вариант</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>взнос</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>ставка</translation>
    </message>
    <message>
        <source>remiz limit</source>
        <translation>предел ремиза</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>gin bonus</source>
        <translation>премия за ремик</translation>
    </message>
    <message>
        <source>undercut bonus</source>
        <translation>премия за подрезку</translation>
    </message>
    <message>
        <source>box bonus</source>
        <translation>премия за клетку</translation>
    </message>
    <message>
        <source>game bonus</source>
        <translation>премия за игру</translation>
    </message>
    <message>
        <source>shutout doubles</source>
        <translation>удвоение за сухую победу</translation>
    </message>
    <message>
        <source>packs</source>
        <translation>колоды</translation>
    </message>
    <message>
        <source>ordinary</source>
        <translation>простая</translation>
    </message>
    <message>
        <source>obligatory</source>
        <translation>обязательная</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>обычный</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Оклахома</translation>
    </message>
    <message>
        <source>single game</source>
        <translation>одна игра</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Голливуд</translation>
    </message>
    <message>
        <source>convention</source>
        <translation>конвенция</translation>
    </message>
    <message>
        <source>pulka length</source>
        <translation>пулька до</translation>
    </message>
    <message>
        <source>game ends</source>
        <translation>конец игры</translation>
    </message>
    <message>
        <source>values</source>
        <translation>стоимость</translation>
    </message>
    <message>
        <source>whisters must take</source>
        <translation>вистующие должны взять</translation>
    </message>
    <message>
        <source>whist multiplier</source>
        <translation>множитель вистов</translation>
    </message>
    <message>
        <source>mountain multiplier</source>
        <translation>множитель горы</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <source>the dealer&apos;s consolation</source>
        <translation>консоляция сдающего</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <source>responsibility</source>
        <translation>ответственность</translation>
    </message>
    <message>
        <source>two whisters</source>
        <translation>два вистующих</translation>
    </message>
    <message>
        <source>the odd trick at 8–10</source>
        <translation>лишняя взятка на 8–10</translation>
    </message>
    <message>
        <source>a lone whister counts</source>
        <translation>один вистующий пишет за</translation>
    </message>
    <message>
        <source>half-whist at</source>
        <translation>полвиста на</translation>
    </message>
    <message>
        <source>talon prize</source>
        <translation>премия за прикуп</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>raspasy trick</source>
        <translation>взятка на распасах</translation>
    </message>
    <message>
        <source>raspasy whists a trick</source>
        <translation>вистов за взятку на распасах</translation>
    </message>
    <message>
        <source>raspasy whists count</source>
        <translation>висты на распасах за</translation>
    </message>
    <message>
        <source>raspasy progression</source>
        <translation>прогрессия распасов</translation>
    </message>
    <message>
        <source>raspasy amnesty</source>
        <translation>амнистия на распасах</translation>
    </message>
    <message>
        <source>no tricks on raspasy</source>
        <translation>без взяток на распасах</translation>
    </message>
    <message>
        <source>raspasy end</source>
        <translation>выход из распасов</translation>
    </message>
    <message>
        <source>the dealer&apos;s talon</source>
        <translation>прикуп сдающему</translation>
    </message>
    <message>
        <source>beyond a closed pool</source>
        <translation>сверх закрытой пули</translation>
    </message>
    <message>
        <source>whists a point of help</source>
        <translation>вистов за очко помощи</translation>
    </message>
    <message>
        <source>a made game</source>
        <translation>сыгранная игра</translation>
    </message>
    <message>
        <source>whists a pool point</source>
        <translation>вистов за очко пули</translation>
    </message>
    <message>
        <source>whists a mountain point</source>
        <translation>вистов за очко горы</translation>
    </message>
    <message>
        <source>mountain whists divided by</source>
        <translation>висты за гору делятся на</translation>
    </message>
    <message>
        <source>Sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <source>Leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>жлобский</translation>
    </message>
    <message>
        <source>gentleman</source>
        <translation>джентльменский</translation>
    </message>
    <message>
        <source>on the mountain</source>
        <translation>в гору</translation>
    </message>
    <message>
        <source>as whists</source>
        <translation>вистами</translation>
    </message>
    <message>
        <source>American help</source>
        <translation>американская помощь</translation>
    </message>
    <message>
        <source>written off</source>
        <translation>списание</translation>
    </message>
    <message>
        <source>the mountain first</source>
        <translation>сначала гора</translation>
    </message>
    <message>
        <source>the trick&apos;s price</source>
        <translation>стоимость взятки</translation>
    </message>
    <message>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>when every pool is closed</source>
        <translation>когда закрыты все пули</translation>
    </message>
    <message>
        <source>when the pools&apos; sum reaches n × T</source>
        <translation>когда сумма пуль достигла n × T</translation>
    </message>
    <message>
        <source>every defender</source>
        <translation>все вистующие и пасующие</translation>
    </message>
    <message>
        <source>the whisters only</source>
        <translation>только вистующие</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>full: the value a trick</source>
        <translation>ответственный: стоимость игры за взятку</translation>
    </message>
    <message>
        <source>half: half the value a trick</source>
        <translation>полуответственный: половина стоимости за взятку</translation>
    </message>
    <message>
        <source>halves (the Kodex)</source>
        <translation>пополам (по Кодексу)</translation>
    </message>
    <message>
        <source>pair: a partner&apos;s surplus covers</source>
        <translation>парой: лишняя взятка партнёра покрывает</translation>
    </message>
    <message>
        <source>personal quotas, always</source>
        <translation>каждый за свою долю, всегда</translation>
    </message>
    <message>
        <source>the deficit shared</source>
        <translation>недобор делится</translation>
    </message>
    <message>
        <source>the second whister</source>
        <translation>второй вистующий</translation>
    </message>
    <message>
        <source>both whisters</source>
        <translation>оба вистующих</translation>
    </message>
    <message>
        <source>all the defence&apos;s tricks</source>
        <translation>все взятки защиты</translation>
    </message>
    <message>
        <source>the whister&apos;s own tricks</source>
        <translation>только свои взятки</translation>
    </message>
    <message>
        <source>all in the light, the whister&apos;s own in the dark</source>
        <translation>в светлую все, в тёмную свои</translation>
    </message>
    <message>
        <source>all the player&apos;s tricks</source>
        <translation>все взятки игрока</translation>
    </message>
    <message>
        <source>the difference from the fewest</source>
        <translation>разницу с наименьшим</translation>
    </message>
    <message>
        <source>a whisted contract or a misère</source>
        <translation>игра с вистом или мизер</translation>
    </message>
    <message>
        <source>only a played, whisted contract</source>
        <translation>только сыгранная игра с вистом</translation>
    </message>
    <message>
        <source>any other deal</source>
        <translation>любая другая сдача</translation>
    </message>
    <message>
        <source>in the pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <source>÷ n, all the players</source>
        <translation>÷ n, на всех игроков</translation>
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
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>Settlement (whists):</source>
        <translation>Расчёт (в вистах):</translation>
    </message>
    <message>
        <source>Settlement so far (whists):</source>
        <translation>Расчёт на сейчас (в вистах):</translation>
    </message>
    <message>
        <source>%1&apos;s pool</source>
        <translation>%1: пуля</translation>
    </message>
    <message>
        <source>%1&apos;s mountain</source>
        <translation>%1: гора</translation>
    </message>
    <message>
        <source>%1&apos;s whists on %2</source>
        <translation>%1: висты на игрока %2</translation>
    </message>
    <message>
        <source>The last %1 of its %2 numbers (a click on a number selects its deal in the deals list, which holds every deal&apos;s):</source>
        <translation>Конец ряда: показано чисел %1 из %2 (щелчок по числу выделяет его сдачу в списке сдач, где есть каждая сдача):</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Порядок страниц:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Страниц на &amp;листе:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Набор страниц:</translation>
    </message>
</context>
<context>
    <name>RecordsPanel</name>
    <message>
        <source>Records of %1: counting…</source>
        <translation>Показатели игрока %1: подсчёт…</translation>
    </message>
    <message>
        <source>Records of %1</source>
        <translation>Показатели игрока %1</translation>
    </message>
    <message>
        <source>No records of %1: %2</source>
        <translation>Показатели игрока %1 не посчитать: %2</translation>
    </message>
</context>
<context>
    <name>RuleViolation</name>
    <message>
        <source>&apos;{card}&apos; is not a card: write 10 for a ten (a Cyrillic Т is the ace); ranks A 2..10 J Q K or Т В Д К, suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т</source>
        <translation>«{card}» — не карта: десятка пишется 10 (латинская T — не десятка, а кириллическая Т — туз); достоинства A 2..10 J Q K или Т В Д К, масти S H D C, ♠ ♥ ♦ ♣ или П Ч Б Т</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card; write rank and suit, e.g. 10H, 10♥ or 10Ч (ranks A 2..10 J Q K or Т В Д К; suits S H D C, ♠ ♥ ♦ ♣ or П Ч Б Т)</source>
        <translation>«{card}» — не карта; напишите достоинство и масть, например 10H, 10♥ или 10Ч (достоинства A 2..10 J Q K или Т В Д К; масти S H D C, ♠ ♥ ♦ ♣ или П Ч Б Т)</translation>
    </message>
    <message>
        <source>Preferans is played by {low} or {high} players, not {count}</source>
        <translation>в преферанс играют {low} или {high} игрока, а не {count}</translation>
    </message>
    <message>
        <source>Stukolka is played by {low} to {high} players, not {count}</source>
        <translation>в стуколку играют от {low} до {high} игроков, а не {count}</translation>
    </message>
    <message>
        <source>Three Bugs {variant} is played by exactly {expected} players, not {given}</source>
        <translation>в «Три жучка» ({variant}) играют ровно {expected} игрока, а не {given}</translation>
    </message>
    <message>
        <source>a deal has {needed} hands of {size} (three players and the dummy count four), not {got}</source>
        <translation>в сдаче {needed} руки по {size} карт (трое игроков и болван — тоже четыре), а не {got}</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>сдача должна быть объектом JSON</translation>
    </message>
    <message>
        <source>a gin has no deadwood: deadwood must be 0, not {value}</source>
        <translation>у ремика нет очков на руке: должно быть 0, а не {value}</translation>
    </message>
    <message>
        <source>a hand is named &apos;{name}&apos;, the dummy&apos;s name here; give the dummy&apos;s cards under &quot;dummy&quot;</source>
        <translation>рука названа «{name}», как здесь зовут болвана; карты болвана дайте в «dummy»</translation>
    </message>
    <message>
        <source>a player&apos;s name cannot be empty</source>
        <translation>имя игрока не может быть пустым</translation>
    </message>
    <message>
        <source>a seated player is missing from the database&apos;s players</source>
        <translation>игрока, сидевшего за столом, нет среди игроков базы данных</translation>
    </message>
    <message>
        <source>a sitting holds at most {limit} deals, and this one would hold {count}: split it into sittings of {limit} deals or fewer</source>
        <translation>во встрече не больше {limit} сдач, а в этой было бы {count}: разделите её на встречи по {limit} сдач или меньше</translation>
    </message>
    <message>
        <source>a stored number has {digits} digits, more than {limit}</source>
        <translation>в сохранённом числе {digits} цифр, больше {limit}</translation>
    </message>
    <message>
        <source>a stored value cannot be read ({problem}); another program wrote it</source>
        <translation>сохранённое значение не читается ({problem}); его записала другая программа</translation>
    </message>
    <message>
        <source>a stored value gives the key &apos;{key}&apos; twice</source>
        <translation>в сохранённом значении ключ «{key}» указан дважды</translation>
    </message>
    <message>
        <source>a stored value holds {word}, not a number</source>
        <translation>в сохранённом значении {word}, а не число</translation>
    </message>
    <message>
        <source>a stored value is bytes, not JSON text</source>
        <translation>сохранённое значение — байты, а не текст JSON</translation>
    </message>
    <message>
        <source>a stored value is nested too deep to read</source>
        <translation>сохранённое значение вложено слишком глубоко, чтобы его прочесть</translation>
    </message>
    <message>
        <source>a stored value is not valid JSON: {problem} (column {column})</source>
        <translation>сохранённое значение — не JSON: {problem} (столбец {column})</translation>
    </message>
    <message>
        <source>a stored value is {kind}, not JSON text</source>
        <translation>сохранённое значение — {kind}, а не текст JSON</translation>
    </message>
    <message>
        <source>a {kind} fault needs the player who made it (a player at the table)</source>
        <translation>для нарушения «{kind}» нужен нарушитель (игрок за столом)</translation>
    </message>
    <message>
        <source>all-pass tricks give none for {player}; every player&apos;s tricks are needed</source>
        <translation>на распасовке не указаны взятки игрока {player}; нужны взятки каждого</translation>
    </message>
    <message>
        <source>all-pass tricks sum to {total}; they must sum to {needed}</source>
        <translation>взятки на распасовке в сумме {total}, а должно быть {needed}</translation>
    </message>
    <message>
        <source>cannot read the file: the name holds a NUL character</source>
        <translation>не удаётся прочитать файл: в имени есть символ NUL</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>не удаётся прочитать файл: {reason}</translation>
    </message>
    <message>
        <source>cards are given for &apos;{name}&apos;, who is not at the table; allowed: {allowed}</source>
        <translation>карты даны для «{name}», которого нет за столом; можно: {allowed}</translation>
    </message>
    <message>
        <source>contract &apos;{value}&apos; is not a level 6..10 and a strain S, C, D, H or NT</source>
        <translation>игра «{value}» — это не уровень 6..10 и масть S, C, D, H или NT</translation>
    </message>
    <message>
        <source>contract level {level} is outside 6..10</source>
        <translation>уровень игры {level} вне 6..10</translation>
    </message>
    <message>
        <source>contract must be text such as &quot;7H&quot;, not {got}</source>
        <translation>игра должна быть текстом вроде «7H», а не {got}</translation>
    </message>
    <message>
        <source>currency &apos;{value}&apos; is longer than {limit} characters</source>
        <translation>валюта «{value}» длиннее {limit} знаков</translation>
    </message>
    <message>
        <source>currency &apos;{value}&apos; starts or ends with a space</source>
        <translation>валюта «{value}» начинается или кончается пробелом</translation>
    </message>
    <message>
        <source>currency must be text, not {got}</source>
        <translation>валюта должна быть текстом, а не {got}</translation>
    </message>
    <message>
        <source>deadwood {value} is above the knock limit {limit}</source>
        <translation>очки на руке {value} больше предела стука {limit}</translation>
    </message>
    <message>
        <source>deadwood {value} is above the knock limit {limit} set by the upcard {upcard}</source>
        <translation>очки на руке {value} больше предела стука {limit}, заданного открытой картой {upcard}</translation>
    </message>
    <message>
        <source>deals must be a list, not {got}</source>
        <translation>сдачи должны быть списком, а не {got}</translation>
    </message>
    <message>
        <source>defenders gives {player} the role &apos;{value}&apos;; the roles are {choices}</source>
        <translation>у игрока {player} слово «{value}»; слова: {choices}</translation>
    </message>
    <message>
        <source>defenders must name both defenders ({defenders}): {missing} missing</source>
        <translation>нужны слова обоих вистующих ({defenders}): нет {missing}</translation>
    </message>
    <message>
        <source>defenders names the declarer {declarer}</source>
        <translation>среди вистующих назван играющий {declarer}</translation>
    </message>
    <message>
        <source>defenders: half-whist is not allowed at {level} (half_whist: {levels})</source>
        <translation>вистующие: полвиста на {level} не разрешены (полвиста: {levels})</translation>
    </message>
    <message>
        <source>defenders: half-whist is said by the second defender, after the first passed; {first} speaks first</source>
        <translation>вистующие: полвиста говорит второй после паса первого; первым говорит {first}</translation>
    </message>
    <message>
        <source>defenders: half-whist is said only after the other defender passed</source>
        <translation>вистующие: полвиста говорят только после паса другого</translation>
    </message>
    <message>
        <source>duplicate key &apos;{key}&apos; in {name}: a field may be given once</source>
        <translation>ключ «{key}» дважды в {name}: поле указывают один раз</translation>
    </message>
    <message>
        <source>faults name {player}, but nobody played this deal; leave faults out or empty</source>
        <translation>нарушение записано игроку {player}, но сдачу никто не играл; оставьте нарушения пустыми</translation>
    </message>
    <message>
        <source>faults name {player}, who did not play this deal; only players who played can break the lead or trumping rules ({knockers})</source>
        <translation>нарушение записано игроку {player}, не участвовавшему в этой сдаче; нарушить правила хода или козыряния могут только игравшие ({knockers})</translation>
    </message>
    <message>
        <source>final contract {contract} is lower than the winning bid {bid}; it may be {bid} or any higher contract</source>
        <translation>окончательная игра {contract} ниже заявки {bid}; она может быть {bid} или выше</translation>
    </message>
    <message>
        <source>first dealer &apos;{name}&apos; is not one of the players</source>
        <translation>первый сдатчик «{name}» не из числа игроков</translation>
    </message>
    <message>
        <source>game must be text, not {got}</source>
        <translation>игра должна быть текстом, а не {got}</translation>
    </message>
    <message>
        <source>gin is played by exactly {count} players, not {got}</source>
        <translation>в джин играют ровно {count} игрока, а не {got}</translation>
    </message>
    <message>
        <source>give the cards of one hand, or the knocker&apos;s and the opponent&apos;s hands</source>
        <translation>дайте карты одной руки или руки стучащего и противника</translation>
    </message>
    <message>
        <source>half_whist must list distinct levels among 6 and 7, not {levels}</source>
        <translation>полвиста: разные уровни из 6 и 7, а не {levels}</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} and the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</source>
        <translation>онеры {honours} при {contract} вместе с записанными коронками, тузами и амурчиком не могут прийти из одной колоды в 52 карты (коронка — вся последовательность от туза; рука без записанных тузов держит не больше двух тузов)</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} give {soloist} {honours} of the four aces and leave {left}, but the crowns and aces recorded for the other players need {needed} (a crown starts with its ace)</source>
        <translation>онеры {honours} при {contract} дают игроку {soloist} {honours} туза из четырёх и оставляют {left}, а записанные другим игрокам коронки и тузы требуют {needed} (коронка начинается с туза)</translation>
    </message>
    <message>
        <source>a contract needs its soloist and a soloist a contract</source>
        <translation>контракту нужен солист, а солисту — контракт</translation>
    </message>
    <message>
        <source>aces names &apos;{player}&apos; twice; give that player&apos;s aces once (3 or 4)</source>
        <translation>тузы игрока «{player}» указаны дважды; укажите их один раз (3 или 4)</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} mean {soloist} held three or four aces (the honours are A K Q J 10 of trumps and the other aces): record the soloist&apos;s aces</source>
        <translation>онеры {honours} при {contract} значат, что у игрока {soloist} было три или четыре туза (онеры — Т К Д В 10 козырей и остальные тузы): запишите тузы этого игрока</translation>
    </message>
    <message>
        <source>honours {honours} at {contract} mean {soloist} held {honours} aces: record aces {honours} for {soloist} as well (+{premium})</source>
        <translation>онеры {honours} при {contract} значат, что у игрока {soloist} было {honours} туза: запишите этому игроку и тузы — {honours} (+{premium})</translation>
    </message>
    <message>
        <source>knocked must list every player in the obligatory variant, where everyone plays (or be left out); missing: {missing}</source>
        <translation>в обязательной стуколке играют все: перечислите всех постучавших (или не указывайте); нет: {missing}</translation>
    </message>
    <message>
        <source>melded and in hand add up to {value}, more than the {high} the packs are worth</source>
        <translation>выложенное и оставшееся на руке в сумме {value} — больше {high}, чем стоят колоды</translation>
    </message>
    <message>
        <source>no deal may follow deal {last}: the partie is complete</source>
        <translation>после сдачи {last} сдач больше нет: партия окончена</translation>
    </message>
    <message>
        <source>not a Zapis session file (&quot;format&quot; must be &quot;{expected}&quot;)</source>
        <translation>это не файл встречи Zapis («format» должен быть «{expected}»)</translation>
    </message>
    <message>
        <source>not a Zapis session file (expected a JSON object, found {got})</source>
        <translation>это не файл встречи Zapis (нужен объект JSON, а найдено {got})</translation>
    </message>
    <message>
        <source>not valid JSON: {problem} (column {column})</source>
        <translation>неверный JSON: {problem} (столбец {column})</translation>
    </message>
    <message>
        <source>note must be text, not {got}</source>
        <translation>примечание должно быть текстом, а не {got}</translation>
    </message>
    <message>
        <source>one price is given for sittings priced in different currencies ({currencies}); name the price&apos;s currency with --currency</source>
        <translation>одна цена дана для встреч в разных валютах ({currencies}); назовите валюту цены в --currency</translation>
    </message>
    <message>
        <source>open (light or dark) is given only when exactly one defender whists</source>
        <translation>«в светлую или в тёмную» указывают, только когда вистует один</translation>
    </message>
    <message>
        <source>open is missing: a lone whister&apos;s tricks depend on it (lone_whister_tricks by-light)</source>
        <translation>не указано, в светлую ли вист: от этого зависят взятки одного вистующего</translation>
    </message>
    <message>
        <source>open must be true or false, not {got}</source>
        <translation>«в светлую» — да или нет, а не {got}</translation>
    </message>
    <message>
        <source>options.packs {packs} does not suit {got} players: one pack is for 2 to 4 players, two packs for 4 to 8</source>
        <translation>колод {packs} не подходит для {got} игроков: одна колода — на 2–4 игроков, две — на 4–8</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds a control character ({code}), which a name cannot hold</source>
        <translation>в имени игрока «{name}» есть управляющий символ ({code}), а в имени его быть не может</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds a lone surrogate ({code}): it is not Unicode text</source>
        <translation>в имени игрока «{name}» есть одиночный суррогат ({code}): это не текст Юникода</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; holds an invisible character ({code}); type the name without it</source>
        <translation>в имени игрока «{name}» есть невидимый символ ({code}); наберите имя без него</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is already taken by another player</source>
        <translation>имя «{name}» уже занято другим игроком</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is also used for something else in the records of sitting {sitting}, so it cannot be renamed automatically</source>
        <translation>имя «{name}» в записях встречи {sitting} означает ещё и другое, поэтому переименовать его автоматически нельзя</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is given twice</source>
        <translation>имя игрока «{name}» указано дважды</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is longer than {limit} characters</source>
        <translation>имя игрока «{name}» длиннее {limit} знаков</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; is longer than {limit} characters once its letters are folded for comparison (ß counts as ss)</source>
        <translation>имя игрока «{name}» длиннее {limit} знаков, когда буквы приведены к одному регистру для сравнения (ß считается за ss)</translation>
    </message>
    <message>
        <source>player name &apos;{name}&apos; starts or ends with a space</source>
        <translation>имя игрока «{name}» начинается или кончается пробелом</translation>
    </message>
    <message>
        <source>player {position} has an empty name</source>
        <translation>у игрока {position} пустое имя</translation>
    </message>
    <message>
        <source>players must be a non-empty list of names</source>
        <translation>игроки должны быть непустым списком имён</translation>
    </message>
    <message>
        <source>price &apos;{value}&apos; is not a decimal number; write it like &quot;2.50&quot;</source>
        <translation>цена «{value}» — не десятичное число; пишите, например, 2,50</translation>
    </message>
    <message>
        <source>price must be a decimal string such as &quot;2.50&quot;, not {got}</source>
        <translation>цена должна быть десятичным числом в кавычках, например &quot;2.50&quot;, а не {got}</translation>
    </message>
    <message>
        <source>price {value} has more than two decimal places; the smallest amount is 0.01</source>
        <translation>у цены {value} больше двух знаков после запятой; самая малая сумма — 0,01</translation>
    </message>
    <message>
        <source>price {value} is more than the highest price, {high}</source>
        <translation>цена {value} больше наибольшей, {high}</translation>
    </message>
    <message>
        <source>price {value} is not a number; write it like &quot;2.50&quot;</source>
        <translation>цена {value} — не число; пишите, например, &quot;2.50&quot;</translation>
    </message>
    <message>
        <source>price {value} must be greater than 0</source>
        <translation>цена {value} должна быть больше 0</translation>
    </message>
    <message>
        <source>raspasy_dealer_talon needs {why}</source>
        <translation>взятки прикупа сдающему требуют: {why}</translation>
    </message>
    <message>
        <source>raspasy_progression must list at least one multiplier</source>
        <translation>в прогрессии распасов нужен хотя бы один множитель</translation>
    </message>
    <message>
        <source>raspasy_zero_prize &quot;price&quot; is the mountain price: it needs raspasy &quot;gora&quot;</source>
        <translation>премия «стоимость взятки» — это цена горы: нужны распасы в гору</translation>
    </message>
    <message>
        <source>rummy is played by {low} to {high} players, not {got}</source>
        <translation>в рамми играют от {low} до {high} игроков, а не {got}</translation>
    </message>
    <message>
        <source>sitting {sitting} is named twice; each sitting counts once</source>
        <translation>встреча {sitting} названа дважды; каждая встреча считается один раз</translation>
    </message>
    <message>
        <source>talon_tricks is given only for a played contract</source>
        <translation>взятки прикупа указывают только для сыгранной игры</translation>
    </message>
    <message>
        <source>talon_tricks is given only when the talon prize is played (talon_prize)</source>
        <translation>взятки прикупа указывают, только если играют премию за прикуп</translation>
    </message>
    <message>
        <source>the cards give aces {cards}, but the deal records {entered}</source>
        <translation>по картам тузы: {cards}, а в сдаче записано: {entered}</translation>
    </message>
    <message>
        <source>the cards give amurchik {cards}, but the deal records {entered}</source>
        <translation>по картам амурчик: {cards}, а в сдаче записано: {entered}</translation>
    </message>
    <message>
        <source>the cards give crowns {cards}, but the deal records {entered}</source>
        <translation>по картам коронки: {cards}, а в сдаче записано: {entered}</translation>
    </message>
    <message>
        <source>the cards give no hand for {player}; all four hands are needed</source>
        <translation>в картах нет руки {player}; нужны все четыре руки</translation>
    </message>
    <message>
        <source>the cards give no hand for {player}; give both hands</source>
        <translation>в картах нет руки {player}; нужны обе руки</translation>
    </message>
    <message>
        <source>the cards give none for {player}; every player&apos;s are needed</source>
        <translation>в картах ничего нет для {player}; нужны карты каждого игрока</translation>
    </message>
    <message>
        <source>the cards give {got} hands; a deal has {needed} (the dummy&apos;s only with a dummy)</source>
        <translation>в картах рук: {got}; в сдаче их {needed} (рука болвана — только в игре с болваном)</translation>
    </message>
    <message>
        <source>the cards must be a list of cards such as [&quot;AS&quot;, &quot;10H&quot;] or one text &quot;AS 10H&quot;, not {got}</source>
        <translation>карты пишут списком, например [&quot;AS&quot;, &quot;10H&quot;], или одной строкой &quot;AS 10H&quot;, а не {got}</translation>
    </message>
    <message>
        <source>the cards of {player} ({part}) are worth {cards}, but the deal records {entered}</source>
        <translation>карты {player} ({part}) стоят {cards}, а в сдаче записано {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} are {got}; a hand here holds {sizes}</source>
        <translation>карт у {player}: {got}; здесь в руке {sizes}</translation>
    </message>
    <message>
        <source>the cards of {player} hold {cards} honours, but the deal records {entered}</source>
        <translation>в картах {player} онеров {cards}, а в сдаче записано {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} leave a least deadwood of {cards}, but the deal records {entered}</source>
        <translation>по картам {player} наименьшие очки на руке — {cards}, а в сдаче записано {entered}</translation>
    </message>
    <message>
        <source>the cards of {player} leave {cards} after the lay-offs, but the deal records {entered}</source>
        <translation>по картам у {player} после докладывания остаётся {cards}, а в сдаче записано {entered}</translation>
    </message>
    <message>
        <source>the knocker&apos;s least deadwood is {deadwood}, above the knock limit {limit}: no knock is possible</source>
        <translation>наименьшие очки на руке у стучащего игрока — {deadwood}, больше предела стука {limit}: с такой рукой стучать нельзя</translation>
    </message>
    <message>
        <source>the talon card {card} of {player} is not in that player&apos;s hand</source>
        <translation>карты из прикупа {card} нет в руке у {player}</translation>
    </message>
    <message>
        <source>{dealer} deals and sits out with 4 players, so cannot be in {name}</source>
        <translation>{dealer} сдаёт и вчетвером сидит на прикупе: его не может быть в «{name}»</translation>
    </message>
    <message>
        <source>{player} has crowns in {suits} suits, so holds {suits} aces: aces must give {player} {suits} or more</source>
        <translation>у игрока {player} коронки в мастях: {suits}, значит, и тузов у этого игрока столько же; тузов должно быть {suits} или больше</translation>
    </message>
    <message>
        <source>{soloist} claims {count} aces, but honours at {contract} are the soloist&apos;s aces and are {honours}: one of the two is wrong</source>
        <translation>игроку {soloist} записано тузов: {count}, но онеры при {contract} — это тузы этого игрока, и их {honours}: одно из двух неверно</translation>
    </message>
    <message>
        <source>{soloist} has an amurchik (no ace, king, queen or jack among the 11 cards dealt), so holds {most} honours at most at {contract}, not {honours}</source>
        <translation>у игрока {soloist} амурчик (среди 11 сданных карт нет ни туза, ни короля, ни дамы, ни валета), поэтому при {contract} онеров у этого игрока не больше {most}, а не {honours}</translation>
    </message>
    <message>
        <source>{soloist}&apos;s crowns start with {needed} aces, but honours at {contract} (the soloist&apos;s aces) are {honours}</source>
        <translation>коронки игрока {soloist} начинаются с {needed} тузов, а онеры при {contract} (тузы этого игрока) — {honours}</translation>
    </message>
    <message>
        <source>{writer} cannot write whists on {writer}</source>
        <translation>{writer} не может писать висты на себя</translation>
    </message>
    <message>
        <source>the cards of {player} must be a list such as [&quot;AS&quot;, &quot;10H&quot;], not {got}</source>
        <translation>карты {player} пишут списком, например [&quot;AS&quot;, &quot;10H&quot;], а не {got}</translation>
    </message>
    <message>
        <source>the cards of {player}: &apos;{card}&apos; is not a card; write rank and suit, e.g. 10H (ranks A 2..10 J Q K; suits S C D H)</source>
        <translation>карты {player}: «{card}» — не карта; напишите достоинство и масть, например 10H (достоинства A 2..10 J Q K; масти S C D H)</translation>
    </message>
    <message>
        <source>the cards of {player}: &apos;{card}&apos; is written {spelling} in a session file</source>
        <translation>карты {player}: в файле сессии «{card}» пишется {spelling}</translation>
    </message>
    <message>
        <source>the cards of {player}: {card} is also among the cards of {other}; the pack holds it once</source>
        <translation>карты {player}: {card} есть и среди карт {other}; в колоде она одна</translation>
    </message>
    <message>
        <source>the cards of {player}: {card} is given more than {packs} times; {packs} packs hold it {packs} times</source>
        <translation>карты {player}: {card} названа больше {packs} раз; в {packs} колодах она есть {packs} раза</translation>
    </message>
    <message>
        <source>the crowns and aces recorded need {needed} aces (each crown starts with an ace); the pack has 4</source>
        <translation>записанные коронки и тузы требуют {needed} тузов (каждая коронка начинается с туза), а в колоде их 4</translation>
    </message>
    <message>
        <source>the crowns of {player} hold {cards} cards; one hand holds {most}</source>
        <translation>в коронках игрока {player} {cards} карт, а на руке их не больше {most}</translation>
    </message>
    <message>
        <source>the crowns, aces and amurchik recorded cannot all come from one 52-card pack (a crown is its whole run from the ace; a hand without an aces claim holds two aces at most)</source>
        <translation>записанные коронки, тузы и амурчик не могут прийти из одной колоды в 52 карты (коронка — вся последовательность от туза; рука без записанных тузов держит не больше двух тузов)</translation>
    </message>
    <message>
        <source>the data is nested more than {limit} levels deep</source>
        <translation>данные вложены глубже {limit} уровней</translation>
    </message>
    <message>
        <source>the deal cannot be written as JSON: {problem}</source>
        <translation>сдачу нельзя записать в JSON: {problem}</translation>
    </message>
    <message>
        <source>the dealer&apos;s tricks {count} are outside 0..{high} (the talon has 2 cards)</source>
        <translation>взятки сдающего {count} вне 0..{high} (в прикупе 2 карты)</translation>
    </message>
    <message>
        <source>the dummy &apos;{dummy}&apos; is not one of the hands</source>
        <translation>болван «{dummy}» — не одна из рук</translation>
    </message>
    <message>
        <source>the exchange fault is written once per deal (its fine is once per deal)</source>
        <translation>ошибка в шпилечках пишется один раз за сдачу (и штраф один раз)</translation>
    </message>
    <message>
        <source>the exchange fault names no player (it is the defenders&apos; side&apos;s); leave out its player</source>
        <translation>ошибка в шпилечках — вина стороны вистующих, игрока не указывают</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes, more than a session file can be</source>
        <translation>файл больше {limit} байт — больше, чем может быть файл записи</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>файл — не текст в UTF-8</translation>
    </message>
    <message>
        <source>the file is {kind}, not a session file</source>
        <translation>это {kind}, а не файл записи</translation>
    </message>
    <message>
        <source>the game ended at deal {ended}; no deal can follow it</source>
        <translation>игра окончилась на сдаче {ended}; сдач больше нет</translation>
    </message>
    <message>
        <source>the knocker and the opponent have one name, &apos;{name}&apos;</source>
        <translation>у стучащего и противника одно имя, «{name}»</translation>
    </message>
    <message>
        <source>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a lower remiz limit than {remiz_limit}</source>
        <translation>деньги в игре превысили бы {limit} — больше, чем может хранить Запись; играйте с ограничением ремиза меньше {remiz_limit}</translation>
    </message>
    <message>
        <source>the money at stake would grow beyond {limit}, more than Zapis can keep; play with a remiz limit (options.remiz_limit), which keeps the pot from growing so far</source>
        <translation>деньги в игре превысили бы {limit} — больше, чем может хранить Запись; играйте с ограничением ремиза (options.remiz_limit), тогда банк так не вырастет</translation>
    </message>
    <message>
        <source>the sittings are priced in different currencies ({currencies}), which cannot be added: settle each currency&apos;s sittings apart, or give one price for all with --price and its --currency</source>
        <translation>встречи оценены в разных валютах ({currencies}), их нельзя складывать: рассчитайте встречи каждой валюты отдельно или дайте одну цену для всех в --price и её валюту в --currency</translation>
    </message>
    <message>
        <source>the sittings are priced in {own}, not {currency}: their amounts are in {own}; to settle in {currency}, give the price in it with --price</source>
        <translation>встречи оценены в {own}, а не в {currency}: их суммы — в {own}; чтобы рассчитаться в {currency}, дайте цену в этой валюте в --price</translation>
    </message>
    <message>
        <source>the soloist &apos;{soloist}&apos; holds none of the players&apos; hands</source>
        <translation>у солиста «{soloist}» нет ни одной из рук игроков</translation>
    </message>
    <message>
        <source>the talon card {card} is not in the hand</source>
        <translation>карты из прикупа {card} нет в руке</translation>
    </message>
    <message>
        <source>the talon names &apos;{player}&apos;, who holds none of the hands</source>
        <translation>в прикупе назван «{player}», у которого нет ни одной из рук</translation>
    </message>
    <message>
        <source>the {suit} crown is claimed by both {first} and {second}; only the hand with the ace can hold it</source>
        <translation>коронку в {suit} записали и {first}, и {second}; она может быть только у того, у кого туз</translation>
    </message>
    <message>
        <source>tricks add up to {total}; the knockers take exactly {tricks} tricks a deal</source>
        <translation>взятки в сумме {total}, а постучавшие берут ровно {tricks} взятки за сдачу</translation>
    </message>
    <message>
        <source>tricks are missing: the knockers&apos; tricks must add up to {tricks}</source>
        <translation>нет взяток: у постучавших в сумме должно быть {tricks}</translation>
    </message>
    <message>
        <source>tricks are not recorded for a contract nobody whisted (passed out or half-whisted)</source>
        <translation>взятки не пишут, если никто не вистовал (без розыгрыша или полвиста)</translation>
    </message>
    <message>
        <source>tricks is missing: somebody whisted, so the contract was played</source>
        <translation>нет взяток: кто-то вистовал, значит, игра сыграна</translation>
    </message>
    <message>
        <source>tricks must give the declarer {declarer}&apos;s tricks</source>
        <translation>нужны взятки играющего {declarer}</translation>
    </message>
    <message>
        <source>tricks must name every active player: {missing} missing</source>
        <translation>нужны взятки всех играющих: нет {missing}</translation>
    </message>
    <message>
        <source>tricks must name the dealer {dealer}, who takes the talon&apos;s tricks (raspasy_dealer_talon)</source>
        <translation>нужны взятки сдающего {dealer}: он берёт взятки прикупа</translation>
    </message>
    <message>
        <source>tricks name {player}, but nobody knocked, so no tricks were played; leave tricks out or empty</source>
        <translation>взятки записаны игроку {player}, но никто не стучал и взяток не было; оставьте взятки пустыми</translation>
    </message>
    <message>
        <source>tricks name {player}, who did not knock; only knockers take tricks ({knockers})</source>
        <translation>взятки записаны игроку {player}, не стучавшему в этой сдаче; взятки берут только постучавшие ({knockers})</translation>
    </message>
    <message>
        <source>tricks sum to {total}, not {deal_tricks}</source>
        <translation>взяток всего {total}, а не {deal_tricks}</translation>
    </message>
    <message>
        <source>type &apos;{value}&apos; is not one of {choices}</source>
        <translation>вид сдачи «{value}» — не один из {choices}</translation>
    </message>
    <message>
        <source>type is missing</source>
        <translation>не указан вид сдачи</translation>
    </message>
    <message>
        <source>unknown field &apos;{key}&apos;; allowed: {allowed}</source>
        <translation>неизвестное поле «{key}»; допустимы: {allowed}</translation>
    </message>
    <message>
        <source>unknown version {version}; this Zapis reads version {known}</source>
        <translation>неизвестная версия {version}; этот Zapis читает версию {known}</translation>
    </message>
    <message>
        <source>upcard &apos;{value}&apos; is not a card; write rank and suit, e.g. 6H (ranks {ranks}; suits {suits})</source>
        <translation>открытая карта «{value}» — не карта; пишите достоинство и масть, например 6H (достоинства {ranks}; масти {suits})</translation>
    </message>
    <message>
        <source>upcard is missing; Oklahoma needs the first upcard for the knock limit</source>
        <translation>нет открытой карты; в Оклахоме по первой открытой карте определяют предел стука</translation>
    </message>
    <message>
        <source>upcard is missing; Oklahoma records the first upcard of every deal</source>
        <translation>нет открытой карты; в «Оклахоме» записывают первую открытую карту каждой сдачи</translation>
    </message>
    <message>
        <source>{card} is also in {other}&apos;s hand; a pack holds it once</source>
        <translation>{card} есть и в руке у {other}; в колоде она одна</translation>
    </message>
    <message>
        <source>{card} is given twice; the pack holds it once</source>
        <translation>{card} названа дважды; в колоде она одна</translation>
    </message>
    <message>
        <source>{card} is given {count} times; {packs} packs hold it {packs} times</source>
        <translation>{card} названа {count} раз; в {packs} колодах она есть {packs} раза</translation>
    </message>
    <message>
        <source>{count} players have an amurchik; the 36 cards below the jack make at most three hands of 11 without an ace, king, queen or jack</source>
        <translation>амурчик записан {count} игрокам; 36 карт ниже валета дают не больше трёх сдач по 11 карт без туза, короля, дамы и валета</translation>
    </message>
    <message>
        <source>{first} and {second} both claim three or more aces; only one hand can hold three or four of the four aces</source>
        <translation>и {first}, и {second} записали себе три туза или больше; три или четыре туза из четырёх могут быть только у одного</translation>
    </message>
    <message>
        <source>{got} cards from the talon; each player gets {size}</source>
        <translation>из прикупа карт: {got}; каждый получает {size}</translation>
    </message>
    <message>
        <source>{got} cards; a hand here holds {sizes}</source>
        <translation>карт: {got}; здесь в руке {sizes}</translation>
    </message>
    <message>
        <source>{got} cards; each hand holds {size}</source>
        <translation>карт: {got}; в каждой руке {size}</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>не указано: {key}</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not a contract: write a level 4..13 and a strain S, C, D, H or NT, e.g. 10NT</source>
        <translation>{name} «{value}» — не игра: пишите уровень 4..13 и масть S, C, D, H или NT, например 10NT</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not a player at the table ({players})</source>
        <translation>{name}: «{value}» не сидит за столом ({players})</translation>
    </message>
    <message>
        <source>{name} &apos;{value}&apos; is not one of {choices}</source>
        <translation>{name}: «{value}» не из числа {choices}</translation>
    </message>
    <message>
        <source>{name} has no count for {player}; every player needs one</source>
        <translation>{name}: нет числа для игрока {player}; оно нужно каждому</translation>
    </message>
    <message>
        <source>{name} has two fields that differ only in how their accents are written</source>
        <translation>в {name} два поля, которые различаются лишь записью диакритических знаков</translation>
    </message>
    <message>
        <source>{name} holds a control character ({code}), which is not allowed</source>
        <translation>в поле {name} есть управляющий символ ({code}), а он недопустим</translation>
    </message>
    <message>
        <source>{name} holds a lone surrogate ({code}): it is not Unicode text</source>
        <translation>в поле {name} есть одиночный суррогат ({code}): это не текст Юникода</translation>
    </message>
    <message>
        <source>{name} is a number of {digits} digits, beyond the limit of ±{limit}</source>
        <translation>{name} — число из {digits} цифр, за пределом ±{limit}</translation>
    </message>
    <message>
        <source>{name} is missing</source>
        <translation>не указано: {name}</translation>
    </message>
    <message>
        <source>{name} is {word}, which is not a number JSON allows</source>
        <translation>{name} — {word}, а такого числа в JSON нет</translation>
    </message>
    <message>
        <source>{name} must be &quot;price&quot;, a whole number 0..{high} or null, not {got}</source>
        <translation>{name}: «price», целое 0..{high} или null, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be a JSON object, not {got}</source>
        <translation>{name}: нужен объект JSON, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of players, not {got}</source>
        <translation>{name}: нужен список игроков, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of whole numbers, not a list holding {got}</source>
        <translation>{name}: список целых чисел, а не список с {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of whole numbers, not {got}</source>
        <translation>{name}: список целых чисел, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be a list of {what}, not {got}</source>
        <translation>{name}: нужен список {what}, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {got}</source>
        <translation>{name}: нужно целое число, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be non-empty text, not {got}</source>
        <translation>{name}: нужен непустой текст, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be text such as 10NT (level 4..13 and strain S, C, D, H or NT), not {got}</source>
        <translation>{name}: нужен текст вроде 10NT (уровень 4..13 и масть S, C, D, H или NT), а не {got}</translation>
    </message>
    <message>
        <source>{name} must be text, not {got}</source>
        <translation>{name}: текст, а не {got}</translation>
    </message>
    <message>
        <source>{name} must be true or false, not {got}</source>
        <translation>{name}: нужно true или false, а не {got}</translation>
    </message>
    <message>
        <source>{name} names &apos;{value}&apos; twice</source>
        <translation>{name}: «{value}» указано дважды</translation>
    </message>
    <message>
        <source>{name} {value} is below {low}</source>
        <translation>{name}: {value} меньше {low}</translation>
    </message>
    <message>
        <source>{name} {value} is beyond the limit of ±{limit}</source>
        <translation>{name} {value} за пределом ±{limit}</translation>
    </message>
    <message>
        <source>{name} {value} is not a positive multiple of 3 (allowed: 3, 6, 9, 12 …)</source>
        <translation>{name}: {value} не кратно 3 (можно 3, 6, 9, 12 …)</translation>
    </message>
    <message>
        <source>{name} {value} is outside {low}..{high}</source>
        <translation>{name}: {value} вне пределов {low}..{high}</translation>
    </message>
    <message>
        <source>{name} {value}: level {level} is outside {low}..{high}</source>
        <translation>{name} {value}: уровень {level} вне пределов {low}..{high}</translation>
    </message>
    <message>
        <source>{player} cannot have an amurchik and also a crown or three or four aces: an amurchik hand holds no ace</source>
        <translation>у игрока {player} не может быть амурчика вместе с коронкой или тремя-четырьмя тузами: в амурчике нет тузов</translation>
    </message>
    <message>
        <source>{player} has two crowns in {suit}; a suit makes one crown</source>
        <translation>у игрока {player} две коронки в {suit}; в масти бывает одна коронка</translation>
    </message>
    <message>
        <source>{player} left {value} in hand; {cards} cards count {most} at most.</source>
        <translation>{player}: на руке осталось {value}; {cards} карт дают не больше {most}.</translation>
    </message>
    <message>
        <source>{player}&apos;s total would go beyond ±{limit}, more than Zapis can keep</source>
        <translation>итог игрока {player} вышел бы за ±{limit} — больше, чем может хранить Запись</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>{table} gives no value for level {level}; it needs every level 4..13</source>
        <translation>в таблице «{table}» нет значения для уровня {level}; нужны все уровни 4..13</translation>
    </message>
    <message>
        <source>{what} takes half of value × multiplier, which at {level} is {amount}, odd: every entry must stay whole</source>
        <translation>{what} берёт половину стоимости × множитель, а на {level} это {amount}, нечётное: каждая запись должна быть целой</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
</context>
<context>
    <name>RuleViolationName</name>
    <message>
        <source>soloist tricks</source>
        <translation>взятки солиста</translation>
    </message>
    <message>
        <source>honours at NT (aces)</source>
        <translation>онеры в БК (тузы)</translation>
    </message>
    <message>
        <source>honours at a suit</source>
        <translation>онеры в масти</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>заявка</translation>
    </message>
    <message>
        <source>winning bid</source>
        <translation>заявка</translation>
    </message>
    <message>
        <source>honours</source>
        <translation>онеры</translation>
    </message>
    <message>
        <source>faults</source>
        <translation>нарушения</translation>
    </message>
    <message>
        <source>faults.kind</source>
        <translation>вид нарушения</translation>
    </message>
    <message>
        <source>faults.player</source>
        <translation>нарушитель</translation>
    </message>
    <message>
        <source>crowns</source>
        <translation>коронки</translation>
    </message>
    <message>
        <source>crowns.player</source>
        <translation>владелец коронки</translation>
    </message>
    <message>
        <source>crowns.suit</source>
        <translation>масть коронки</translation>
    </message>
    <message>
        <source>crowns.length</source>
        <translation>длина коронки</translation>
    </message>
    <message>
        <source>crown holder</source>
        <translation>владелец коронки</translation>
    </message>
    <message>
        <source>options.dummy</source>
        <translation>болван</translation>
    </message>
    <message>
        <source>options.trick values</source>
        <translation>цены взяток</translation>
    </message>
    <message>
        <source>options.undertrick values</source>
        <translation>цены андеров</translation>
    </message>
    <message>
        <source>options.honour units</source>
        <translation>цены онеров</translation>
    </message>
    <message>
        <source>trick values</source>
        <translation>цена взятки</translation>
    </message>
    <message>
        <source>undertrick values</source>
        <translation>цена андера</translation>
    </message>
    <message>
        <source>honour units</source>
        <translation>цена онера</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>постучавшие</translation>
    </message>
    <message>
        <source>options.variant</source>
        <translation>вариант</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>взнос</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>ставка</translation>
    </message>
    <message>
        <source>remiz limit</source>
        <translation>предел ремиза</translation>
    </message>
    <message>
        <source>options.ante</source>
        <translation>взнос</translation>
    </message>
    <message>
        <source>options.stake</source>
        <translation>ставка</translation>
    </message>
    <message>
        <source>options.remiz limit</source>
        <translation>предел ремиза</translation>
    </message>
    <message>
        <source>player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>очки на руке</translation>
    </message>
    <message>
        <source>opponent deadwood</source>
        <translation>очки на руке противника</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>открытая карта</translation>
    </message>
    <message>
        <source>options.scoring</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>options.target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>options.gin bonus</source>
        <translation>премия за ремик</translation>
    </message>
    <message>
        <source>options.undercut bonus</source>
        <translation>премия за подрезку</translation>
    </message>
    <message>
        <source>options.box bonus</source>
        <translation>премия за клетку</translation>
    </message>
    <message>
        <source>options.game bonus</source>
        <translation>премия за игру</translation>
    </message>
    <message>
        <source>options.shutout doubles</source>
        <translation>удвоение за сухую победу</translation>
    </message>
    <message>
        <source>melded</source>
        <translation>выложено</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>на руке</translation>
    </message>
    <message>
        <source>options.packs</source>
        <translation>колоды</translation>
    </message>
    <message>
        <source>format</source>
        <translation>формат</translation>
    </message>
    <message>
        <source>version</source>
        <translation>версия</translation>
    </message>
    <message>
        <source>game</source>
        <translation>название игры</translation>
    </message>
    <message>
        <source>options</source>
        <translation>параметры</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>сдачи</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>session</source>
        <translation>файл встречи</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>place</source>
        <translation>место</translation>
    </message>
    <message>
        <source>consolation</source>
        <translation>консоляция</translation>
    </message>
    <message>
        <source>convention</source>
        <translation>конвенция</translation>
    </message>
    <message>
        <source>dealer consolation</source>
        <translation>консоляция сдающего</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <source>defenders</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <source>game end</source>
        <translation>конец игры</translation>
    </message>
    <message>
        <source>game writes</source>
        <translation>запись сыгранной игры</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>gora unit</source>
        <translation>вистов за очко горы</translation>
    </message>
    <message>
        <source>half whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <source>help whists</source>
        <translation>вистов за очко помощи</translation>
    </message>
    <message>
        <source>high contract liability</source>
        <translation>ответственность на 8–10</translation>
    </message>
    <message>
        <source>lone whister tricks</source>
        <translation>взятки одного вистующего</translation>
    </message>
    <message>
        <source>note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>obligations</source>
        <translation>обязательства</translation>
    </message>
    <message>
        <source>open</source>
        <translation>в светлую</translation>
    </message>
    <message>
        <source>options.consolation</source>
        <translation>настройка «консоляция»</translation>
    </message>
    <message>
        <source>options.convention</source>
        <translation>настройка «конвенция»</translation>
    </message>
    <message>
        <source>options.dealer consolation</source>
        <translation>настройка «консоляция сдающего»</translation>
    </message>
    <message>
        <source>options.game end</source>
        <translation>настройка «конец игры»</translation>
    </message>
    <message>
        <source>options.game writes</source>
        <translation>настройка «запись сыгранной игры»</translation>
    </message>
    <message>
        <source>options.gora unit</source>
        <translation>настройка «вистов за очко горы»</translation>
    </message>
    <message>
        <source>options.half whist</source>
        <translation>настройка «полвиста»</translation>
    </message>
    <message>
        <source>options.help whists</source>
        <translation>настройка «вистов за очко помощи»</translation>
    </message>
    <message>
        <source>options.high contract liability</source>
        <translation>настройка «ответственность на 8–10»</translation>
    </message>
    <message>
        <source>options.lone whister tricks</source>
        <translation>настройка «взятки одного вистующего»</translation>
    </message>
    <message>
        <source>options.obligations</source>
        <translation>настройка «обязательства»</translation>
    </message>
    <message>
        <source>options.overflow</source>
        <translation>настройка «сверх закрытой пули»</translation>
    </message>
    <message>
        <source>options.pool target</source>
        <translation>настройка «длина пульки»</translation>
    </message>
    <message>
        <source>options.pool unit</source>
        <translation>настройка «вистов за очко пули»</translation>
    </message>
    <message>
        <source>options.raspasy</source>
        <translation>настройка «распасы»</translation>
    </message>
    <message>
        <source>options.raspasy amnesty</source>
        <translation>настройка «амнистия на распасах»</translation>
    </message>
    <message>
        <source>options.raspasy dealer talon</source>
        <translation>настройка «прикуп сдающему на распасах»</translation>
    </message>
    <message>
        <source>options.raspasy exit</source>
        <translation>настройка «выход из распасов»</translation>
    </message>
    <message>
        <source>options.raspasy progression</source>
        <translation>настройка «прогрессия распасов»</translation>
    </message>
    <message>
        <source>options.raspasy trick value</source>
        <translation>настройка «цена взятки на распасах»</translation>
    </message>
    <message>
        <source>options.raspasy whist value</source>
        <translation>настройка «вистов за взятку на распасах»</translation>
    </message>
    <message>
        <source>options.raspasy whists basis</source>
        <translation>настройка «висты на распасах за»</translation>
    </message>
    <message>
        <source>options.raspasy zero prize</source>
        <translation>настройка «премия за ноль на распасах»</translation>
    </message>
    <message>
        <source>options.remiz multiplier</source>
        <translation>настройка «множитель горы»</translation>
    </message>
    <message>
        <source>options.responsibility</source>
        <translation>настройка «ответственность»</translation>
    </message>
    <message>
        <source>options.settlement divisor</source>
        <translation>настройка «делитель горы»</translation>
    </message>
    <message>
        <source>options.talon prize</source>
        <translation>настройка «премия за прикуп»</translation>
    </message>
    <message>
        <source>options.two whisters</source>
        <translation>настройка «два вистующих»</translation>
    </message>
    <message>
        <source>options.values</source>
        <translation>настройка «стоимость»</translation>
    </message>
    <message>
        <source>options.whist multiplier</source>
        <translation>настройка «множитель вистов»</translation>
    </message>
    <message>
        <source>options.whist style</source>
        <translation>настройка «вист»</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>сверх закрытой пули</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>пуля</translation>
    </message>
    <message>
        <source>pool target</source>
        <translation>длина пульки</translation>
    </message>
    <message>
        <source>pool unit</source>
        <translation>вистов за очко пули</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>raspasy amnesty</source>
        <translation>амнистия на распасах</translation>
    </message>
    <message>
        <source>raspasy dealer talon</source>
        <translation>прикуп сдающему на распасах</translation>
    </message>
    <message>
        <source>raspasy exit</source>
        <translation>выход из распасов</translation>
    </message>
    <message>
        <source>raspasy progression</source>
        <translation>прогрессия распасов</translation>
    </message>
    <message>
        <source>raspasy trick value</source>
        <translation>цена взятки на распасах</translation>
    </message>
    <message>
        <source>raspasy whist value</source>
        <translation>вистов за взятку на распасах</translation>
    </message>
    <message>
        <source>raspasy whists basis</source>
        <translation>висты на распасах за</translation>
    </message>
    <message>
        <source>raspasy zero prize</source>
        <translation>премия за ноль на распасах</translation>
    </message>
    <message>
        <source>remiz multiplier</source>
        <translation>множитель горы</translation>
    </message>
    <message>
        <source>responsibility</source>
        <translation>ответственность</translation>
    </message>
    <message>
        <source>settlement divisor</source>
        <translation>делитель горы</translation>
    </message>
    <message>
        <source>talon prize</source>
        <translation>премия за прикуп</translation>
    </message>
    <message>
        <source>talon tricks</source>
        <translation>взятки прикупа</translation>
    </message>
    <message>
        <source>two whisters</source>
        <translation>два вистующих</translation>
    </message>
    <message>
        <source>values</source>
        <translation>стоимость</translation>
    </message>
    <message>
        <source>whist multiplier</source>
        <translation>множитель вистов</translation>
    </message>
    <message>
        <source>whist style</source>
        <translation>вист</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>висты</translation>
    </message>
    <message>
        <source>%1 of level %2</source>
        <translation>%1 для уровня %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 у игрока %2</translation>
    </message>
    <message>
        <source>aces count</source>
        <translation>число тузов</translation>
    </message>
    <message>
        <source>aces holder</source>
        <translation>владелец тузов</translation>
    </message>
    <message>
        <source>fault by</source>
        <translation>нарушитель</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдатчик</translation>
    </message>
    <message>
        <source>soloist</source>
        <translation>солист</translation>
    </message>
    <message>
        <source>type</source>
        <translation>тип сдачи</translation>
    </message>
    <message>
        <source>crown length</source>
        <translation>длина коронки</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <source>aces.player</source>
        <translation>владелец тузов</translation>
    </message>
    <message>
        <source>aces.count</source>
        <translation>число тузов</translation>
    </message>
    <message>
        <source>amurchik</source>
        <translation>амурчик</translation>
    </message>
    <message>
        <source>players</source>
        <translation>игроки</translation>
    </message>
</context>
<context>
    <name>RuleViolationPlace</name>
    <message>
        <source>deal %1</source>
        <translation>сдача %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
</context>
<context>
    <name>RuleViolationSuit</name>
    <message>
        <source>S</source>
        <translation>пиках</translation>
    </message>
    <message>
        <source>C</source>
        <translation>трефах</translation>
    </message>
    <message>
        <source>D</source>
        <translation>бубнах</translation>
    </message>
    <message>
        <source>H</source>
        <translation>червах</translation>
    </message>
</context>
<context>
    <name>RuleViolationWord</name>
    <message>
        <source>null</source>
        <translation>пустое значение (null)</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>да/нет (true/false)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a fraction</source>
        <translation>дробное число</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>with a dummy</source>
        <translation>с болваном</translation>
    </message>
    <message>
        <source>without a dummy</source>
        <translation>без болвана</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любая сдача</translation>
    </message>
    <message>
        <source>both</source>
        <translation>оба</translation>
    </message>
    <message>
        <source>by-light</source>
        <translation>в светлую — все, в тёмную — свои</translation>
    </message>
    <message>
        <source>concede</source>
        <translation>без трёх</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>поправка</translation>
    </message>
    <message>
        <source>deficit</source>
        <translation>недобор делится</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>разница</translation>
    </message>
    <message>
        <source>each</source>
        <translation>каждая пуля</translation>
    </message>
    <message>
        <source>full</source>
        <translation>ответственный</translation>
    </message>
    <message>
        <source>gentleman</source>
        <translation>джентльменский</translation>
    </message>
    <message>
        <source>gora</source>
        <translation>в гору</translation>
    </message>
    <message>
        <source>gora-first</source>
        <translation>сначала гора</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>жлобский</translation>
    </message>
    <message>
        <source>half</source>
        <translation>полуответственный</translation>
    </message>
    <message>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <source>halves</source>
        <translation>пополам</translation>
    </message>
    <message>
        <source>help</source>
        <translation>американская помощь</translation>
    </message>
    <message>
        <source>leningrad</source>
        <translation>Ленинград</translation>
    </message>
    <message>
        <source>misere</source>
        <translation>мизер</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>n-1</source>
        <translation>n − 1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>own</source>
        <translation>свои</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>парой</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>каждый за свою долю</translation>
    </message>
    <message>
        <source>played-whisted</source>
        <translation>сыгранная с вистом</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>в пулю</translation>
    </message>
    <message>
        <source>write-off</source>
        <translation>списание</translation>
    </message>
    <message>
        <source>raspasy</source>
        <translation>распасы</translation>
    </message>
    <message>
        <source>responsibility half</source>
        <translation>полуответственный вист</translation>
    </message>
    <message>
        <source>rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <source>second</source>
        <translation>второй</translation>
    </message>
    <message>
        <source>sochi</source>
        <translation>Сочи</translation>
    </message>
    <message>
        <source>talon_prize with 3 players</source>
        <translation>премия за прикуп втроём</translation>
    </message>
    <message>
        <source>total</source>
        <translation>сумма пуль</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <source>whist_style gentleman</source>
        <translation>джентльменский вист</translation>
    </message>
    <message>
        <source>whisted</source>
        <translation>с вистом</translation>
    </message>
    <message>
        <source>whisters</source>
        <translation>вистующие</translation>
    </message>
    <message>
        <source>whists</source>
        <translation>вистами</translation>
    </message>
    <message>
        <source>all-pass</source>
        <translation>распасовка</translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation>засдача</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>ренонс</translation>
    </message>
    <message>
        <source>no-trump</source>
        <translation>не покрыл козырем</translation>
    </message>
    <message>
        <source>missed-turn</source>
        <translation>пропуск хода</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>ошибка в шпилечках</translation>
    </message>
    <message>
        <source>{player, suit, length} objects</source>
        <translation>объектов {player, suit, length}</translation>
    </message>
    <message>
        <source>{player, count} objects</source>
        <translation>объектов {player, count}</translation>
    </message>
    <message>
        <source>{player, kind} objects</source>
        <translation>объектов {player, kind}</translation>
    </message>
    <message>
        <source>ordinary</source>
        <translation>простая</translation>
    </message>
    <message>
        <source>obligatory</source>
        <translation>обязательная</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>обычный</translation>
    </message>
    <message>
        <source>oklahoma</source>
        <translation>оклахома</translation>
    </message>
    <message>
        <source>single</source>
        <translation>одна игра</translation>
    </message>
    <message>
        <source>hollywood</source>
        <translation>голливуд</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>стук</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>ремик</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>пустая сдача</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>ожидалось значение</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>ожидалась запятая</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>ожидалось двоеточие</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>ожидалось имя поля в двойных кавычках</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>лишние данные после конца</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>незакрытая строка</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>недопустимый управляющий символ</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>неверная escape-последовательность</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>именованный канал</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не обычный файл</translation>
    </message>
</context>
<context>
    <name>RulebookWindow</name>
    <message>
        <source>Zapis — rules of the games</source>
        <translation>Zapis — правила игр</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Назад (Alt+Влево)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Вперёд (Alt+Вправо)</translation>
    </message>
    <message>
        <source>Search the rules (Ctrl+F)</source>
        <translation>Поиск по правилам (Ctrl+F)</translation>
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
        <translation>Язык правил</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>Найти в правилах</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Закрыть правила</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>Найден %n раздел</numerusform>
            <numerusform>Найдено %n раздела</numerusform>
            <numerusform>Найдено %n разделов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyCards</name>
    <message>
        <source>%1, put on the table</source>
        <translation>%1, выложено на стол</translation>
    </message>
    <message>
        <source>%1, left in hand</source>
        <translation>%1, осталось в руке</translation>
    </message>
    <message>
        <source>The deal from the cards</source>
        <translation>Сдача по картам</translation>
    </message>
    <message>
        <source>For every player type (e.g. AS KS QS; 10♥ and 10Ч are read too) or click the cards put on the table (own melds and lay-offs) and the cards left in hand.</source>
        <translation>Для каждого игрока наберите (напр. AS KS QS; понимаются и 10♥, и 10Ч) или отметьте карты, выложенные на стол, — свои комбинации и подложенные карты, — и карты, оставшиеся в руке.</translation>
    </message>
</context>
<context>
    <name>RummyDealsModel</name>
    <message>
        <source>This deal: %1</source>
        <translation>Эта сдача: %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
</context>
<context>
    <name>RummyForm</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Put on the &amp;table</source>
        <translation>Выло&amp;жено</translation>
    </message>
    <message>
        <source>&amp;Left in hand</source>
        <translation>Осталось на &amp;руке</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Values: ace 1, two to ten as marked, pictures 10. Return enters the deal.</source>
        <translation>Стоимость: туз 1, от двойки до десятки по номиналу, фигуры 10. Enter записывает сдачу.</translation>
    </message>
</context>
<context>
    <name>RummyOptionsPage</name>
    <message>
        <source>As the table needs: one pack for 2–4 players, two for 5–8</source>
        <translation>По числу игроков: одна колода на 2–4, две на 5–8</translation>
    </message>
    <message>
        <source>One pack (2–4 players)</source>
        <translation>Одна колода (2–4 игрока)</translation>
    </message>
    <message>
        <source>Two packs (4–8 players)</source>
        <translation>Две колоды (4–8 игроков)</translation>
    </message>
    <message>
        <source>Packs:</source>
        <translation>Колоды:</translation>
    </message>
    <message>
        <source>Target (the game ends when someone reaches it):</source>
        <translation>Цель (игра кончается, когда кто-то её достигнет):</translation>
    </message>
    <message>
        <source>Each deal every player scores the cards put on the table less the cards left in hand; the highest total wins.</source>
        <translation>В каждой сдаче игрок получает выложенные карты минус оставшиеся на руке; побеждает наибольшая сумма.</translation>
    </message>
</context>
<context>
    <name>RummySheet</name>
    <message>
        <source>One pack, to %1 points.</source>
        <translation>Одна колода, до %1 очков.</translation>
    </message>
    <message>
        <source>Two packs, to %1 points.</source>
        <translation>Две колоды, до %1 очков.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 побеждает с %2.</translation>
    </message>
    <message>
        <source>The target is reached but the lead is shared: play goes on.</source>
        <translation>Цель достигнута, но лидеров несколько: игра продолжается.</translation>
    </message>
    <message>
        <source>Leading: %1 with %2; the game ends at %3.</source>
        <translation>Ведёт %1 с %2; игра до %3.</translation>
    </message>
    <message>
        <source>No deal yet; the game ends at %1.</source>
        <translation>Сдач ещё нет; игра до %1.</translation>
    </message>
    <message>
        <source>Cards put on the table (melds and lay-offs)</source>
        <translation>Карты, выложенные на стол (комбинации и приклад)</translation>
    </message>
    <message>
        <source>Cards left in hand</source>
        <translation>Карты, оставшиеся на руке</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Zapis — scoreboard</source>
        <translation>Запись — табло</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <source>Next theme (light, dark, high contrast)</source>
        <translation>Следующая тема (светлая, тёмная, контрастная)</translation>
    </message>
    <message>
        <source>Close the scoreboard</source>
        <translation>Закрыть табло</translation>
    </message>
    <message>
        <source>Full screen on</source>
        <translation>Во весь экран на</translation>
    </message>
    <message>
        <source>The scoreboard is showing</source>
        <translation>Показано табло</translation>
    </message>
    <message>
        <source>This sitting was deleted.</source>
        <translation>Эта встреча удалена.</translation>
    </message>
    <message>
        <source>games: %1</source>
        <translation>партий: %1</translation>
    </message>
    <message>
        <source>Deals: %1</source>
        <translation>Сдач: %1</translation>
    </message>
    <message>
        <source>Deals next: %1</source>
        <translation>Следующим сдаёт: %1</translation>
    </message>
    <message>
        <source>column %2: %1</source>
        <translation>колонка %2: %1</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>На столе: %1</translation>
    </message>
    <message>
        <source>Next deal&apos;s pot: %1</source>
        <translation>Банк следующей сдачи: %1</translation>
    </message>
    <message>
        <source>games this rubber: %1</source>
        <translation>геймов в роббере: %1</translation>
    </message>
    <message>
        <source>rubbers: %1</source>
        <translation>робберов: %1</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Import a session file</source>
        <translation>Импорт файла встречи</translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation>Файлы встреч (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The file cannot be imported</source>
        <translation>Файл нельзя импортировать</translation>
    </message>
    <message>
        <source>In %1; nothing was imported.</source>
        <translation>В файле %1; ничего не импортировано.</translation>
    </message>
    <message>
        <source>Imported %1 as sitting %2.</source>
        <translation>Файл %1 импортирован как встреча %2.</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Нечего экспортировать</translation>
    </message>
    <message>
        <source>Open a sitting, or select one in the list, to export it.</source>
        <translation>Откройте встречу или выберите её в списке, чтобы экспортировать.</translation>
    </message>
    <message>
        <source>Export sitting %1</source>
        <translation>Экспорт встречи %1</translation>
    </message>
    <message>
        <source>Session files (*.json);;Spreadsheet, one row per entry (*.csv);;Printed sheet (*.pdf);;All files (*)</source>
        <translation>Файлы встреч (*.json);;Таблица, строка на запись (*.csv);;Печатная запись (*.pdf);;Все файлы (*)</translation>
    </message>
    <message>
        <source>There is no sitting %1 in this database.</source>
        <translation>В этой базе нет встречи %1.</translation>
    </message>
    <message>
        <source>The sitting cannot be exported</source>
        <translation>Встречу нельзя экспортировать</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: не удаётся записать файл: %2</translation>
    </message>
    <message>
        <source>Sitting %1 written to %2.</source>
        <translation>Встреча %1 записана в %2.</translation>
    </message>
</context>
<context>
    <name>SettlePanel</name>
    <message>
        <source>not for money</source>
        <translation>не на деньги</translation>
    </message>
    <message>
        <source>Set the &amp;price</source>
        <translation>Задать &amp;цену</translation>
    </message>
    <message>
        <source>Price of a point:</source>
        <translation>Цена очка:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Валюта:</translation>
    </message>
    <message>
        <source>Nets (+ receives, − pays):</source>
        <translation>Итог в деньгах (+ получает, − платит):</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>Платежи:</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>&amp;Копировать текстом</translation>
    </message>
    <message>
        <source>Price of a whist:</source>
        <translation>Цена виста:</translation>
    </message>
    <message>
        <source>At %1 a whist; deals on the sheet: %2.</source>
        <translation>По %1 за вист; сдач в записи: %2.</translation>
    </message>
    <message>
        <source>Price of a unit of the stake:</source>
        <translation>Цена единицы ставки:</translation>
    </message>
    <message>
        <source>At %1 a unit of the stake; deals on the sheet: %2.</source>
        <translation>По %1 за единицу ставки; сдач в записи: %2.</translation>
    </message>
    <message>
        <source>This sitting has no price, so there is nothing to settle. Give the price of a point below to see who pays whom.</source>
        <translation>У этой встречи нет цены, рассчитывать нечего. Задайте ниже цену очка, чтобы увидеть, кто кому платит.</translation>
    </message>
    <message>
        <source>This game has no settlement rule.</source>
        <translation>Для этой игры нет правила расчёта.</translation>
    </message>
    <message>
        <source>At %1 a point; deals on the sheet: %2.</source>
        <translation>По %1 за очко; сдач в записи: %2.</translation>
    </message>
    <message>
        <source>The price was not saved: %1</source>
        <translation>Цена не сохранена: %1</translation>
    </message>
    <message>
        <source>Zapis, sitting %1: who pays whom</source>
        <translation>Zapis, встреча %1: кто кому платит</translation>
    </message>
</context>
<context>
    <name>SettleSteps</name>
    <message>
        <source>÷ n: every mountain&apos;s whists are divided by all %1 players</source>
        <translation>÷ n: висты за гору делятся на всех игроков (%1)</translation>
    </message>
    <message>
        <source>÷ (n − 1): every mountain&apos;s whists are divided by %1</source>
        <translation>÷ (n − 1): висты за гору делятся на %1</translation>
    </message>
    <message>
        <source>Convention: %1. Method: %2.</source>
        <translation>Конвенция: %1. Способ: %2.</translation>
    </message>
    <message>
        <source>1. The mountains: %1.</source>
        <translation>1. Горы: %1.</translation>
    </message>
    <message>
        <source>2. The amnesty: the smallest mountain, %1, comes off every one: %2.</source>
        <translation>2. Амнистия: наименьшая гора, %1, вычитается из всех: %2.</translation>
    </message>
    <message>
        <source>3. %1&apos;s mountain into whists: %2 × %3 ÷ %4 = %5; each other player writes that many whists on %1.</source>
        <translation>3. Гора → висты, %1: %2 × %3 ÷ %4 = %5; столько вистов пишет на игрока %1 каждый из остальных.</translation>
    </message>
    <message>
        <source>4. The pools count apart, %1 whists a point against the average: %2.</source>
        <translation>4. Пули считаются отдельно, висты за очко: %1, против средней: %2.</translation>
    </message>
    <message>
        <source>4. %1 and %2 are even.</source>
        <translation>4. %1 и %2 в расчёте.</translation>
    </message>
    <message>
        <source>4. %1 – %2: the difference of their whists, %3, goes to %4 from %5.</source>
        <translation>4. %1 – %2: разницу вистов, %3, получает %4 от игрока %5.</translation>
    </message>
    <message>
        <source>5. The nets in whists: %1. Their sum is %2.</source>
        <translation>5. Итог в вистах: %1. Сумма: %2.</translation>
    </message>
    <message>
        <source>6. Money at %1 a whist (kopecks by the largest remainders): %2.</source>
        <translation>6. Деньги по %1 за вист (копейки по наибольшим остаткам): %2.</translation>
    </message>
    <message>
        <source>The settlement of the finished pulka</source>
        <translation>Расчёт законченной пульки</translation>
    </message>
    <message>
        <source>The settlement if the pulka stopped now</source>
        <translation>Расчёт, если бы пулька кончилась сейчас</translation>
    </message>
    <message>
        <source>(the rule)</source>
        <translation>(правило)</translation>
    </message>
</context>
<context>
    <name>SittingAdmin</name>
    <message>
        <source>The place and note were not saved</source>
        <translation>Место и заметка не сохранены</translation>
    </message>
    <message>
        <source>%1 was not renamed</source>
        <translation>Имя «%1» не изменено</translation>
    </message>
    <message>
        <source>Delete sitting %1?</source>
        <translation>Удалить встречу %1?</translation>
    </message>
    <message>
        <source>Sitting %1 and all its deals will be deleted, and the players who played no other sitting. This cannot be undone.</source>
        <translation>Встреча %1 будет удалена со всеми её сдачами, а с ней и игроки, не игравшие в других встречах. Это нельзя отменить.</translation>
    </message>
    <message>
        <source>The sitting was not deleted</source>
        <translation>Встреча не удалена</translation>
    </message>
    <message>
        <source>Sitting %1 deleted.</source>
        <translation>Встреча %1 удалена.</translation>
    </message>
    <message>
        <source>The evening cannot be settled</source>
        <translation>Вечер не удаётся рассчитать</translation>
    </message>
</context>
<context>
    <name>SittingController</name>
    <message>
        <source>Enter deal %1</source>
        <translation>Запись сдачи %1</translation>
    </message>
    <message>
        <source>Edit deal %1</source>
        <translation>Правка сдачи %1</translation>
    </message>
    <message>
        <source>Delete deal %1</source>
        <translation>Удаление сдачи %1</translation>
    </message>
    <message>
        <source>This sitting was deleted in another window.</source>
        <translation>Эта встреча удалена в другом окне.</translation>
    </message>
    <message>
        <source>Deal %1 entered in another window.</source>
        <translation>Сдача %1 внесена в другом окне.</translation>
    </message>
    <message>
        <source>Deal %1 changed in another window.</source>
        <translation>Сдача %1 изменена в другом окне.</translation>
    </message>
    <message>
        <source>Deal %1 deleted in another window.</source>
        <translation>Сдача %1 удалена в другом окне.</translation>
    </message>
    <message>
        <source>Deal %1 put back in another window.</source>
        <translation>Сдача %1 возвращена в другом окне.</translation>
    </message>
    <message>
        <source>The sitting was changed in another window.</source>
        <translation>Встреча изменена в другом окне.</translation>
    </message>
    <message>
        <source>Nothing was changed, the undo history is as it was: %1</source>
        <translation>Ничего не изменено, история отмены осталась прежней: %1</translation>
    </message>
    <message>
        <source>Nothing was written: %1 The sheet shows it now, and the undo history, taken on the sheet before, was cleared.</source>
        <translation>Ничего не записано: %1 Теперь это видно в записи, а история отмены, набранная по прежней записи, очищена.</translation>
    </message>
    <message>
        <source>The undo history no longer matched the database, so the sheet was read again from it and the history cleared: %1</source>
        <translation>История отмены разошлась с базой данных, поэтому запись прочитана из базы заново, а история очищена: %1</translation>
    </message>
</context>
<context>
    <name>SittingDetailsDialog</name>
    <message>
        <source>Sitting %1: details</source>
        <translation>Встреча %1: подробности</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>&amp;Начата:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Место:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Заметка:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Игрок %1:</translation>
    </message>
    <message>
        <source>A name changed here is changed in every sitting that player played.</source>
        <translation>Имя, изменённое здесь, изменится во всех встречах этого игрока.</translation>
    </message>
</context>
<context>
    <name>SittingTabs</name>
    <message>
        <source>Sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Расчёт</translation>
    </message>
</context>
<context>
    <name>SittingView</name>
    <message>
        <source>Cancel editing</source>
        <translation>Отменить правку</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Очистить форму</translation>
    </message>
    <message>
        <source>Edit the selected deal</source>
        <translation>Править выбранную сдачу</translation>
    </message>
    <message>
        <source>Delete the selected deal</source>
        <translation>Удалить выбранную сдачу</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>F6: the deals list ⇄ the form</source>
        <translation>F6: список сдач ⇄ форма</translation>
    </message>
    <message>
        <source>&amp;Delete deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <source>Go to the deals list or back to the form</source>
        <translation>К списку сдач или обратно к форме</translation>
    </message>
    <message>
        <source>The deal was not saved: %1</source>
        <translation>Сдача не записана: %1</translation>
    </message>
    <message>
        <source>Nothing was written: %1 The sheet shows it now; what you typed is still in the form: check it and press Enter again.</source>
        <translation>Ничего не записано: %1 Теперь это видно в записи; набранное осталось в форме: проверьте и нажмите Enter ещё раз.</translation>
    </message>
    <message>
        <source>Clear the typed deal</source>
        <translation>Очистить набранную сдачу</translation>
    </message>
    <message>
        <source>Deal %1 cannot be deleted: %2</source>
        <translation>Сдачу %1 нельзя удалить: %2</translation>
    </message>
    <message>
        <source>Deal %1 was not deleted: %2</source>
        <translation>Сдача %1 не удалена: %2</translation>
    </message>
    <message>
        <source>Deal %1 was not deleted: %2 The sheet shows it now; select the deal to delete again.</source>
        <translation>Сдача %1 не удалена: %2 Теперь это видно в записи; выберите удаляемую сдачу ещё раз.</translation>
    </message>
    <message>
        <source>Select a deal to see how it was scored.</source>
        <translation>Выберите сдачу, чтобы увидеть, как она записана.</translation>
    </message>
    <message>
        <source>Deal %1, entry by entry (click an entry for its rule):</source>
        <translation>Сдача %1 по записям (щёлкните запись, чтобы увидеть правило):</translation>
    </message>
    <message>
        <source>Entered from the cards.</source>
        <translation>Сдача записана по картам.</translation>
    </message>
    <message>
        <source>Edit deal %1</source>
        <translation>Правка сдачи %1</translation>
    </message>
    <message>
        <source>Enter deal %1</source>
        <translation>Запись сдачи %1</translation>
    </message>
    <message>
        <source>Save the changes</source>
        <translation>Сохранить изменения</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Record this deal?</source>
        <translation>Записать эту сдачу?</translation>
    </message>
    <message>
        <source>These values are unlikely at the table:</source>
        <translation>За столом так едва ли бывает:</translation>
    </message>
    <message>
        <source>&amp;Record as typed</source>
        <translation>&amp;Записать как введено</translation>
    </message>
    <message>
        <source>&amp;Correct it</source>
        <translation>&amp;Исправить</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <source>&apos;{url}&apos; is not a database URL or a file path ({reason})</source>
        <translation>«{url}» — не адрес базы данных и не путь к файлу ({reason})</translation>
    </message>
    <message>
        <source>cannot back up {where} before the restore ({reason}); nothing was changed</source>
        <translation>не удалось сделать копию {where} перед восстановлением ({reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>cannot create the data folder {folder} ({reason}): choose another database with --database or {variable}</source>
        <translation>не удалось создать папку данных {folder} ({reason}): выберите другую базу данных параметром --database или переменной окружения {variable}</translation>
    </message>
    <message>
        <source>cannot create {path}: the disk is full ({reason}); free some space on it; choose another database with --database</source>
        <translation>не удалось создать {path}: диск заполнен ({reason}); освободите на нём место или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder {folder} is not writable ({reason}); choose another database with --database</source>
        <translation>не удалось создать {path}: в папку {folder} запрещена запись ({reason}); выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the folder {folder} is on a read-only disk; choose another database with --database</source>
        <translation>не удалось создать {path}: папка {folder} находится на диске, доступном только для чтения; выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot create {path}: the system refuses new files in {folder} ({reason}); choose another database with --database</source>
        <translation>не удалось создать {path}: система не даёт создавать новые файлы в {folder} ({reason}); выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot create {path}: {folder} does not exist; choose another database with --database</source>
        <translation>не удалось создать {path}: папки {folder} не существует; выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot create {path}: {folder} is not a folder; choose another database with --database</source>
        <translation>не удалось создать {path}: {folder} — не папка; выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot move the damaged {where} aside ({reason}); nothing was changed</source>
        <translation>не удалось отложить повреждённый файл {where} ({reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>cannot open {path} ({reason}): check its permissions</source>
        <translation>не удалось открыть {path} ({reason}): проверьте права доступа к файлу</translation>
    </message>
    <message>
        <source>cannot open {where} ({reason}): check that its folder exists and is writable, or choose another database with --database</source>
        <translation>не удалось открыть {where} ({reason}): проверьте, что папка базы данных существует и в неё разрешена запись, или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot reach the database {where} ({reason}): check that the server is running and the address, user and password are right</source>
        <translation>нет связи с базой данных {where} ({reason}): проверьте, что сервер запущен, а адрес, имя пользователя и пароль указаны верно</translation>
    </message>
    <message>
        <source>cannot read the backup {file} ({reason}); nothing was changed</source>
        <translation>не удалось прочитать копию {file} ({reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>cannot read {path} ({reason}): check its permissions</source>
        <translation>не удалось прочитать {path} ({reason}): проверьте права доступа к файлу</translation>
    </message>
    <message>
        <source>cannot use the database {where}: {reason}</source>
        <translation>не удалось подключиться к базе данных {where}: {reason}</translation>
    </message>
    <message>
        <source>cannot use {path} as the database ({reason}): choose another database with --database</source>
        <translation>{path} нельзя использовать как базу данных ({reason}): выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>cannot write the backup {file} ({reason}); nothing was changed</source>
        <translation>не удалось записать копию {file} ({reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>the database URL&apos;s timeout &apos;{timeout}&apos; is not a number of seconds from 0 to 3600</source>
        <translation>время ожидания «{timeout}» в адресе базы данных — не число секунд от 0 до 3600</translation>
    </message>
    <message>
        <source>{file} is not a Zapis backup that can be restored ({reason}); nothing was changed</source>
        <translation>{file} — не резервная копия Zapis, которую можно восстановить ({reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>{file} was written by a newer Zapis (backup format {version}, schema {schema}); update Zapis to restore it; nothing was changed</source>
        <translation>копия {file} записана более новой версией Zapis (формат копии {version}, схема {schema}); обновите Zapis, чтобы её восстановить; ничего не изменено</translation>
    </message>
    <message>
        <source>{file}: sitting {sitting}: {reason}; nothing was changed</source>
        <translation>{file}: встреча {sitting}: {reason}; ничего не изменено</translation>
    </message>
    <message>
        <source>{path} cannot be a file name (it holds a NUL character): choose another database with --database</source>
        <translation>{path} не может быть именем файла (в нём есть символ NUL): выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the disk is full ({reason}); free some space on it; make it writable or choose another database with --database</source>
        <translation>не удаётся записать в {path}: диск заполнен ({reason}); освободите на нём место или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the file is not writable ({reason}); make it writable or choose another database with --database</source>
        <translation>не удаётся записать в {path}: запись в файл запрещена ({reason}); разрешите запись в него или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the file is on a read-only disk; make it writable or choose another database with --database</source>
        <translation>не удаётся записать в {path}: файл находится на диске, доступном только для чтения; перенесите его на диск, доступный для записи, или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: the folder {folder} is not writable (SQLite keeps its log beside the database); make it writable or choose another database with --database</source>
        <translation>не удаётся записать в {path}: в папку {folder} запрещена запись (SQLite ведёт журнал рядом с базой данных); разрешите запись в папку или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} cannot be written: {reason}; make it writable or choose another database with --database</source>
        <translation>не удаётся записать в {path}: {reason}; разрешите запись в него или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{path} holds tables Zapis does not make ({tables}): another program shares it; it was left as it is: choose another file with --database</source>
        <translation>в {path} есть таблицы, которых Zapis не создаёт ({tables}): файлом пользуется другая программа; он оставлен как был: выберите другой файл в --database</translation>
    </message>
    <message>
        <source>{path} is a folder, not a database file; give a file name</source>
        <translation>{path} — папка, а не файл базы данных; укажите имя файла</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not Zapis&apos;s; it was left as it is: choose another file with --database</source>
        <translation>{path} — база данных SQLite другой программы, а не Zapis; файл оставлен как был: выберите другой файл параметром --database</translation>
    </message>
    <message>
        <source>{path} is an empty file (0 bytes), not a Zapis database; it was left as it is: delete it to start a new database there, or choose another file with --database</source>
        <translation>{path} — пустой файл (0 байт), а не база Записи; он оставлен как есть: удалите его, чтобы начать там новую базу, или выберите другой файл через --database</translation>
    </message>
    <message>
        <source>{path} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment</source>
        <translation>база данных {path} занята: другое окно Zapis или другая программа записывает в неё и слишком долго её не отпускает ({reason}); повторите попытку чуть позже</translation>
    </message>
    <message>
        <source>{path} is damaged ({reason}); it was left as it is: restore it from a backup, or move it away and Zapis will start a new database</source>
        <translation>база данных {path} повреждена ({reason}); файл оставлен как был: восстановите его из резервной копии или уберите его в другое место — тогда Zapis начнёт новую базу данных</translation>
    </message>
    <message>
        <source>{path} is damaged ({reason}); it was left as it is: restore its newest backup with {command} (the damaged file is kept beside it), or move it away and Zapis will start a new database</source>
        <translation>база данных {path} повреждена ({reason}); файл оставлен как был: восстановите последнюю копию командой {command} (повреждённый файл сохранится рядом) или уберите его в другое место — тогда Zapis начнёт новую базу данных</translation>
    </message>
    <message>
        <source>{path} is not a Zapis database (not an SQLite file); it was left as it is: choose another file with --database</source>
        <translation>{path} — не база данных Zapis (это не файл SQLite); файл оставлен как был: выберите другой файл параметром --database</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a named pipe or a device), so it cannot hold a database; it was left as it is: choose a database file with --database</source>
        <translation>{path} — не обычный файл (именованный канал или устройство) и не может быть базой данных; он оставлен как был: выберите файл базы данных в --database</translation>
    </message>
    <message>
        <source>{path}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</source>
        <translation>{path}: схема этого файла Записи незнакома ({reason}); он оставлен как есть: восстановите его из резервной копии или выберите другой файл через --database</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): check its permissions, or choose another database with --database</source>
        <translation>не удаётся записать в базу данных {where} ({reason}): проверьте права доступа к ней или выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{where} cannot be written ({reason}): the disk reported an error; check the disk, and restore the database from a backup if it happens again</source>
        <translation>не удаётся записать в базу данных {where} ({reason}): диск сообщил об ошибке; проверьте диск, а если ошибка повторится, восстановите базу данных из резервной копии</translation>
    </message>
    <message>
        <source>{where} cannot be written: the disk is full ({reason}); free some space on that disk and try again (everything saved before is kept)</source>
        <translation>не удаётся записать в базу данных {where}: диск заполнен ({reason}); освободите место на этом диске и повторите попытку (всё, что было сохранено раньше, цело)</translation>
    </message>
    <message>
        <source>{where} holds tables of another program, not Zapis&apos;s; it was left as it is: choose another database with --database</source>
        <translation>в базе данных {where} таблицы другой программы, а не Zapis; она оставлена как была: выберите другую базу данных параметром --database</translation>
    </message>
    <message>
        <source>{where} is busy: another Zapis window or program is writing to it and has held it too long ({reason}); try again in a moment (nothing was written)</source>
        <translation>база данных {where} занята: другое окно Zapis или другая программа записывает в неё и слишком долго её не отпускает ({reason}); повторите попытку чуть позже (ничего не записано)</translation>
    </message>
    <message>
        <source>{where} is damaged ({reason}): restore it from a backup, or move it away and Zapis will start a new database</source>
        <translation>база данных {where} повреждена ({reason}): восстановите её из резервной копии или уберите файл в другое место — тогда Zapis начнёт новую базу данных</translation>
    </message>
    <message>
        <source>{where} is kept in memory and has no folder of backups: give the backup a file</source>
        <translation>база данных {where} хранится в памяти, у неё нет папки копий: укажите файл для копии</translation>
    </message>
    <message>
        <source>{where} is not a file: only an SQLite file is moved aside</source>
        <translation>{where} — не файл: отложить в сторону можно только файл SQLite</translation>
    </message>
    <message>
        <source>{where} was written by a newer Zapis (schema {revision}); update Zapis to open it</source>
        <translation>база данных {where} записана более новой версией Zapis (схема {revision}); чтобы открыть её, обновите Zapis</translation>
    </message>
    <message>
        <source>{where}: a number is larger than the database can hold ({reason})</source>
        <translation>{where}: число больше, чем может хранить база данных ({reason})</translation>
    </message>
    <message>
        <source>{where}: the database refused the operation ({reason})</source>
        <translation>{where}: база данных отказалась выполнить операцию ({reason})</translation>
    </message>
    <message>
        <source>{where}: the database&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another database with --database</source>
        <translation>{where}: схема этой базы Записи незнакома ({reason}); она оставлена как есть: восстановите её из резервной копии или выберите другую базу через --database</translation>
    </message>
    <message>
        <source>{where}: the file&apos;s schema is not one Zapis knows ({reason}); it was left as it is: restore it from a backup, or choose another file with --database</source>
        <translation>{where}: схема этого файла Записи незнакома ({reason}); он оставлен как есть: восстановите его из резервной копии или выберите другой файл через --database</translation>
    </message>
    <message>
        <source>{where}: upgrading the database would break {count} links between rows; it was left as it was</source>
        <translation>{where}: обновление базы данных нарушило бы связи между строками (столько: {count}); база данных оставлена как была</translation>
    </message>
</context>
<context>
    <name>StukolkaBalanceModel</name>
    <message>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Сумма</translation>
    </message>
</context>
<context>
    <name>StukolkaDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
    <message>
        <source>A third</source>
        <translation>Треть</translation>
    </message>
    <message>
        <source>Thirds taken</source>
        <translation>Взято третей</translation>
    </message>
    <message>
        <source>Remizes</source>
        <translation>Ремизы</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>На столе</translation>
    </message>
    <message>
        <source>nobody knocked: the pot stays on the table</source>
        <translation>никто не стучал: банк остаётся на столе</translation>
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
        <translation>С&amp;датчик:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Plays (everyone, obligatory)</source>
        <translation>Играет (все, обязательная)</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Стук</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Fault (lead or trumping)</source>
        <translation>Нарушение (ход или козыряние)</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Нарушение</translation>
    </message>
    <message>
        <source>&amp;Nobody knocked</source>
        <translation>&amp;Никто не стучал</translation>
    </message>
    <message>
        <source>Type the initial of each player who knocked (or press their button; the arrows move, Space turns it on or off), Tab to the tricks, and tick a fault for breaking the lead or trumping rules. A lone knocker takes all three tricks. Tick “Nobody knocked” for a deal nobody played. Return enters the deal; Alt+D reaches the dealer.</source>
        <translation>Наберите первую букву имени каждого, кто стучал (или нажмите кнопку игрока: стрелки переходят, пробел включает и выключает), Tab — к взяткам; отметьте нарушение правил хода или козыряния. Если стучит один игрок, все три взятки — за этим игроком. Если сдачу никто не играл, отметьте «Никто не стучал». Enter записывает сдачу; Alt+Д — к сдатчику.</translation>
    </message>
    <message>
        <source>Type each player&apos;s tricks and tick a fault for breaking the lead or trumping rules. Return enters the deal; Alt+D reaches the dealer.</source>
        <translation>Наберите взятки каждого игрока и отметьте нарушение правил хода или козыряния. Enter записывает сдачу; Alt+Д — к сдатчику.</translation>
    </message>
    <message>
        <source>✔ Knocked</source>
        <translation>✔ Стук</translation>
    </message>
    <message>
        <source>Who knocked? Type their initials, or tick “Nobody knocked” for a deal nobody played.</source>
        <translation>Кто стучал? Наберите первые буквы их имён или отметьте «Никто не стучал», если сдачу никто не играл.</translation>
    </message>
    <message>
        <source>(the rules propose %1)</source>
        <translation>(по правилам: %1)</translation>
    </message>
    <message>
        <source>Playing for a pot of %1 (on the table %2 + ante %3 + stakes %4); a trick takes %5.</source>
        <translation>Играют на банк %1 (на столе %2 + взнос %3 + ставки %4); взятка берёт %5.</translation>
    </message>
    <message>
        <source>Playing for a pot of %1 (on the table %2 + ante %3); a trick takes %5.</source>
        <translation>Играют на банк %1 (на столе %2 + взнос %3); взятка берёт %5.</translation>
    </message>
</context>
<context>
    <name>StukolkaOptionsPage</name>
    <message>
        <source>Ordinary: only those who knock play</source>
        <translation>Простая: играют только постучавшие</translation>
    </message>
    <message>
        <source>Obligatory: everyone plays and stakes every deal</source>
        <translation>Обязательная: играют все и ставят в каждой сдаче</translation>
    </message>
    <message>
        <source>Cap a single remiz at</source>
        <translation>Ограничить ремиз суммой</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>Ante (the dealer pays it for the deal):</source>
        <translation>Взнос (платит сдатчик за сдачу):</translation>
    </message>
    <message>
        <source>Stake (every player, obligatory variant):</source>
        <translation>Ставка (каждый игрок, обязательная стуколка):</translation>
    </message>
    <message>
        <source>Remiz limit:</source>
        <translation>Предел ремиза:</translation>
    </message>
    <message>
        <source>Amounts are multiples of 3, so that every pot splits into three equal thirds, one for each trick. Without a limit a remiz is the whole pot.</source>
        <translation>Суммы кратны 3, чтобы банк делился на три равные трети — по одной за взятку. Без предела ремиз равен всему банку.</translation>
    </message>
</context>
<context>
    <name>StukolkaSheet</name>
    <message>
        <source>Balances + money on the table: %1 = %2</source>
        <translation>Счета + деньги на столе: %1 = %2</translation>
    </message>
    <message>
        <source>Obligatory Stukolka: ante %1, stake %2, %3.</source>
        <translation>Обязательная стуколка: взнос %1, ставка %2, %3.</translation>
    </message>
    <message>
        <source>Ordinary Stukolka: ante %1, %3.</source>
        <translation>Простая стуколка: взнос %1, %3.</translation>
    </message>
    <message>
        <source>no remiz limit</source>
        <translation>ремиз без предела</translation>
    </message>
    <message>
        <source>a remiz at most %1</source>
        <translation>ремиз не больше %1</translation>
    </message>
    <message>
        <source>Ante: the dealer pays for the deal</source>
        <translation>Взнос: сдатчик платит за сдачу</translation>
    </message>
    <message>
        <source>Stake: everyone pays in (obligatory variant)</source>
        <translation>Ставка: платят все (обязательная стуколка)</translation>
    </message>
    <message>
        <source>Tricks: %1 × a third (%2)</source>
        <translation>Взятки: %1 × треть (%2)</translation>
    </message>
    <message>
        <source>Remiz: knocked and took no trick; it goes onto the table</source>
        <translation>Ремиз: стук без единой взятки; идёт на стол</translation>
    </message>
    <message>
        <source>Remiz for breaking the lead or trumping rules; it goes onto the table</source>
        <translation>Ремиз за нарушение правил хода или козыряния; идёт на стол</translation>
    </message>
</context>
<context>
    <name>TextSize</name>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Крупнее текст</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>&amp;Мельче текст</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Обычный размер текста</translation>
    </message>
</context>
<context>
    <name>ThreeBugs</name>
    <message>
        <source>Misdeal</source>
        <translation>Засдача</translation>
    </message>
    <message>
        <source>All pass</source>
        <translation>Распасовка</translation>
    </message>
    <message>
        <source>misdeal: the dealer&apos;s fine</source>
        <translation>засдача: штраф сдатчика</translation>
    </message>
    <message>
        <source>misdeal: paid to each other player</source>
        <translation>засдача: каждому из остальных</translation>
    </message>
    <message>
        <source>tricks taken</source>
        <translation>взятые взятки</translation>
    </message>
    <message>
        <source>undertricks: the soloist went down</source>
        <translation>подсад: солист не выполнил игру</translation>
    </message>
    <message>
        <source>beetle: a made 11, 12 or 13</source>
        <translation>жучок: сыграны 11, 12 или 13</translation>
    </message>
    <message>
        <source>honours of the side that held more</source>
        <translation>онеры стороны, у которой их больше</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>коронка</translation>
    </message>
    <message>
        <source>three or four aces in one hand</source>
        <translation>три или четыре туза на руке</translation>
    </message>
    <message>
        <source>amurchik: no ace, king, queen or jack</source>
        <translation>амурчик: ни туза, ни короля, ни дамы, ни валета</translation>
    </message>
    <message>
        <source>tricks moved by a fault</source>
        <translation>взятки, переданные за ошибку</translation>
    </message>
    <message>
        <source>undertricks caused by the soloist&apos;s fault</source>
        <translation>подсад из-за ошибки солиста</translation>
    </message>
    <message>
        <source>a defender&apos;s fault: two undertricks&apos; fine</source>
        <translation>ошибка вистующего: штраф в два андера</translation>
    </message>
    <message>
        <source>exchange fault: fine</source>
        <translation>ошибка в шпилечках: штраф</translation>
    </message>
    <message>
        <source>all pass: fewest tricks</source>
        <translation>распасовка: меньше всех взяток</translation>
    </message>
    <message>
        <source>all pass: not a single trick</source>
        <translation>распасовка: ни одной взятки</translation>
    </message>
    <message>
        <source>all pass: paid for another&apos;s fault</source>
        <translation>распасовка: за чужое нарушение</translation>
    </message>
    <message>
        <source>game won</source>
        <translation>выигран гейм</translation>
    </message>
    <message>
        <source>rubber won</source>
        <translation>выигран роббер</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>ренонс</translation>
    </message>
    <message>
        <source>failed to trump</source>
        <translation>не побит козырем</translation>
    </message>
    <message>
        <source>missed a turn</source>
        <translation>пропуск хода</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <source>Misdeal by %1</source>
        <translation>Засдача: карты сданы игроком %1</translation>
    </message>
    <message>
        <source>All pass: %1</source>
        <translation>Распасовка: %1</translation>
    </message>
    <message>
        <source>%1: %2, %3 tricks</source>
        <translation>%1: %2, взяток %3</translation>
    </message>
    <message>
        <source>(bid %1)</source>
        <translation>(заявка %1)</translation>
    </message>
    <message>
        <source>honours %1</source>
        <translation>онеры %1</translation>
    </message>
    <message>
        <source>crowns: %1</source>
        <translation>коронки: %1</translation>
    </message>
    <message>
        <source>aces: %1</source>
        <translation>тузы: %1</translation>
    </message>
    <message>
        <source>amurchik: %1</source>
        <translation>амурчик: %1</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>ошибка в шпилечках</translation>
    </message>
    <message>
        <source>faults: %1</source>
        <translation>нарушения: %1</translation>
    </message>
</context>
<context>
    <name>ThreeBugsCards</name>
    <message>
        <source>The dummy</source>
        <translation>Болван</translation>
    </message>
    <message>
        <source>%1, from the talon</source>
        <translation>%1, из прикупа</translation>
    </message>
    <message>
        <source>The deal from the cards</source>
        <translation>Сдача по картам</translation>
    </message>
    <message>
        <source>Type each hand of 13 as it was dealt and taken up (e.g. AS KS QS…; 10♥ and 10Ч are read too) or click its cards; below, the two cards each player got from the talon, if any (amurchik is judged without them). The honours are counted at the form&apos;s contract, for its soloist.</source>
        <translation>Наберите каждую руку из 13 карт, как её сдали и взяли (напр. AS KS QS…; понимаются и 10♥, и 10Ч) или отметьте её карты; ниже — две карты, которые игрок взял из прикупа, если брал (амурчик судится без них). Онёры считаются при контракте формы, для её разыгрывающего.</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ThreeBugsDealsModel</name>
    <message>
        <source>rubber: %1</source>
        <translation>роббер: %1</translation>
    </message>
    <message>
        <source>game: %1</source>
        <translation>гейм: %1</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдатчик</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрыто</translation>
    </message>
</context>
<context>
    <name>ThreeBugsForm</name>
    <message>
        <source>&amp;Deal</source>
        <translation>С&amp;дача</translation>
    </message>
    <message>
        <source>&amp;Contract</source>
        <translation>&amp;Контракт</translation>
    </message>
    <message>
        <source>(follows the contract until changed)</source>
        <translation>(как контракт, пока не изменена)</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>&amp;Взятки</translation>
    </message>
    <message>
        <source>Dea&amp;ler</source>
        <translation>Сдат&amp;чик</translation>
    </message>
    <message>
        <source>S&amp;oloist</source>
        <translation>С&amp;олист</translation>
    </message>
    <message>
        <source>The level and the strain: 7h, 7ч or 7♥ (N or Н: no trumps).</source>
        <translation>Уровень и масть: 7ч, 7h или 7♥ (Н или N — без козырей).</translation>
    </message>
    <message>
        <source>Ho&amp;nours</source>
        <translation>Оне&amp;ры</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>C&amp;rowns</source>
        <translation>Коронк&amp;и</translation>
    </message>
    <message>
        <source>&amp;Aces</source>
        <translation>&amp;Тузы</translation>
    </message>
    <message>
        <source>A&amp;murchik</source>
        <translation>&amp;Амурчик</translation>
    </message>
    <message>
        <source>Fa&amp;ult</source>
        <translation>Нарушени&amp;е</translation>
    </message>
    <message>
        <source>A suit and a length from the ace down, e.g. ♥4 or H4 (several: ♥4 ♠3)</source>
        <translation>Масть и длина от туза вниз, например ♥4 или Ч4 (несколько: ♥4 ♠3)</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Заявка</translation>
    </message>
    <message>
        <source>E&amp;xchange fault</source>
        <translation>Ошибка в &amp;шпилечках</translation>
    </message>
    <message>
        <source>(the defenders exchanged too many cards)</source>
        <translation>(вистующие обменялись лишними картами)</translation>
    </message>
    <message>
        <source>proposed by the rules</source>
        <translation>по правилам</translation>
    </message>
    <message>
        <source>0..4, even 2</source>
        <translation>0..4, поровну — 2</translation>
    </message>
    <message>
        <source>0..8, even 4</source>
        <translation>0..8, поровну — 4</translation>
    </message>
    <message>
        <source>defenders: %1</source>
        <translation>у вистующих: %1</translation>
    </message>
    <message>
        <source>sum %1 of 13</source>
        <translation>всего %1 из 13</translation>
    </message>
    <message>
        <source>Soloist not given: type an initial.</source>
        <translation>Солист не указан: наберите первую букву имени.</translation>
    </message>
    <message>
        <source>Honours not given: type the soloist&apos;s honours (an even split too).</source>
        <translation>Онеры не указаны: наберите онеры солиста (и при равном делении тоже).</translation>
    </message>
    <message>
        <source>%1: crown &apos;%2&apos; is not a suit and a length, e.g. ♥4 or H4</source>
        <translation>%1: коронка «%2» — не масть и длина, пишите например ♥4 или Ч4</translation>
    </message>
</context>
<context>
    <name>ThreeBugsOptionsPage</name>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Four players, no partners</source>
        <translation>Четыре игрока, каждый за себя</translation>
    </message>
    <message>
        <source>Three players and a dummy</source>
        <translation>Трое с болваном</translation>
    </message>
    <message>
        <source>House rules: values by contract level</source>
        <translation>Домашние правила: стоимость по уровню игры</translation>
    </message>
    <message>
        <source>The source&apos;s tables of values are lost. The values below are &lt;b&gt;[restored]&lt;/b&gt; from Vint, the parent game (shaded, in italics); change any of them if your table plays other values.</source>
        <translation>Таблицы стоимости в источнике утрачены. Значения ниже &lt;b&gt;[восстановлены]&lt;/b&gt; по винту, родительской игре (выделены цветом и курсивом); измените любое, если у вас за столом играют по-другому.</translation>
    </message>
    <message>
        <source>Shaded yellow: [restored] default; blue: changed by this table.</source>
        <translation>Жёлтым: [восстановлено] по умолчанию; голубым: изменено вашим столом.</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Вернуть значения по умолчанию</translation>
    </message>
</context>
<context>
    <name>ThreeBugsPaper</name>
    <message>
        <source>Above the line</source>
        <translation>Над чертой</translation>
    </message>
    <message>
        <source>the line</source>
        <translation>черта</translation>
    </message>
    <message>
        <source>Below the line</source>
        <translation>Под чертой</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>Над чертой</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>Под чертой</translation>
    </message>
    <message>
        <source>Games</source>
        <comment>the paper&apos;s margin: games won, short</comment>
        <translation>Геймы</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно геймов</translation>
    </message>
    <message>
        <source>Rubbers</source>
        <comment>the paper&apos;s margin: rubbers won, short</comment>
        <translation>Робберы</translation>
    </message>
    <message>
        <source>Rubbers won</source>
        <translation>Выиграно робберов</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Rubber %1: %2</source>
        <translation>Роббер %1: %2</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation>Гейм %1: %2</translation>
    </message>
</context>
<context>
    <name>ThreeBugsSheet</name>
    <message>
        <source>The partie is complete. Final standings:</source>
        <translation>Партия окончена. Итог:</translation>
    </message>
    <message>
        <source>Rubber %1 won by %2!</source>
        <translation>Роббер %1 выигран: %2!</translation>
    </message>
    <message>
        <source>Game %1 won by %2.</source>
        <translation>Гейм %1 выигран: %2.</translation>
    </message>
    <message>
        <source>Deals: %1 · games: %2 · rubbers: %3 of 4</source>
        <translation>Сдач: %1 · геймов: %2 · робберов: %3 из 4</translation>
    </message>
    <message>
        <source>above</source>
        <translation>над чертой</translation>
    </message>
    <message>
        <source>below</source>
        <translation>под чертой</translation>
    </message>
    <message>
        <source>The partie is complete: no more deals.</source>
        <translation>Партия окончена: сдач больше нет.</translation>
    </message>
</context>
<context>
    <name>ValueTablesModel</name>
    <message>
        <source>Trick value</source>
        <translation>Цена взятки</translation>
    </message>
    <message>
        <source>Undertrick value</source>
        <translation>Цена андера</translation>
    </message>
    <message>
        <source>Honour unit</source>
        <translation>Цена онера</translation>
    </message>
    <message>
        <source>[restored] %1 — the source&apos;s table is lost; restored from Vint</source>
        <translation>[восстановлено] %1 — таблица источника утрачена; восстановлено по винту</translation>
    </message>
    <message>
        <source>Changed by this table; the restored value is %1</source>
        <translation>Изменено вашим столом; восстановленное значение %1</translation>
    </message>
</context>
</TS>
