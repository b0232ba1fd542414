"""A table's rows as records: what a question asks of their values, and whether it asks of a
row none of them is."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.answer.context import Source
from ragkit.answer.evidence import Evidence, hit_spans, stems
from ragkit.answer.questions import superlative
from ragkit.answer.rows import (
    along_the_way,
    asked_of_values,
    asks_a_column_of_another_table,
    asks_a_rate_not_given,
    asks_under_another_column,
    extreme_rows,
    named_as_written,
    names_a_figure_no_row_has,
    names_no_row,
    names_no_such_way,
    names_parts_of_two_rows,
    names_the_row,
    names_values_of_no_row,
    with_the_asked_value,
    within_the_range,
)
from tests.support.hits import hit

ROWS = "Role: Drivers | Open positions: 12\n\nRole: Dispatchers | Open positions: 3"


def _rows(content: str = ROWS) -> list[Evidence]:
    source = Source(1, hit(content))
    return [Evidence(source, span, (), 0.5) for span in hit_spans(source.hit)]


def test_the_words_of_a_label_ask_of_a_row_not_which_row() -> None:
    rows = ROWS.split("\n\n")
    assert asked_of_values(stems("How many open positions are there for drivers?"), *rows) == {
        "drive"
    }


def test_a_value_no_row_says_and_the_project_lacks_names_no_row() -> None:
    likely = _rows()
    question = "How many open positions are there for accountants?"
    assert names_no_row(question, likely, {"accountants"})
    assert not names_no_row(question, likely, set())  # a word the project has: a paraphrase?
    said = "How many open positions are there for drivers and accountants?"
    assert not names_no_row(said, likely, {"accountants"})  # the drivers' row is asked of
    prose = _rows("Accounting is done in March. Drivers are hired in May.")
    assert not names_no_row(question, prose, {"accountants"})  # no rows


def test_a_value_before_a_thing_the_project_lacks_names_no_row_of_it() -> None:
    """ "ski goggles" of rows of skis, boots and helmets: "ski" says what the goggles are for,
    no row of skis; an adverb the project lacks ("quickly") names no other thing."""
    hire = _rows(
        "Equipment: Skis, boots and poles | Per day: 32 euros\n\n"
        "Equipment: Helmet | Per day: 6 euros"
    )
    assert names_no_row("How much is hiring ski goggles?", hire, {"goggles"})
    assert not names_no_row("How much is hiring skis?", hire, set())
    assert not names_no_row("Can I hire skis quickly?", hire, {"quickly"})
    # a row's whole name before it is that row's ("a P2 ticket"); "no" names no row
    tickets = _rows("Priority: P1 | Response: 30 minutes\n\nPriority: P2 | Response: 4 hours")
    assert not names_no_row("How fast is a P2 ticket answered?", tickets, {"ticket"})
    menus = _rows("Menu: Garden | Vegetarian: Yes\n\nMenu: Market | Vegetarian: No")
    assert not names_no_row("Which menu has no meat?", menus, {"meat"})
    # the verb after "do" and its subject ends the question: no head noun of the subject
    leagues = _rows("League: Friday Pairs | Night: Friday\n\nLeague: Seniors | Night: Wednesday")
    assert not names_no_row("Which night do the pairs play?", leagues, {"play"})
    assert names_no_row("Do you sell pairs shoes?", leagues, {"shoes"})


def test_a_way_between_the_rows_places_that_no_row_is_named_is_no_row() -> None:
    """The way back, or another way between the same places, is not the row of a way."""
    likely = _rows(
        "Route: Portlow to Gannet Rock | First departure: 9:00\n\n"
        "Route: Portlow to Hale Island | First departure: 6:30"
    )
    assert names_no_such_way("When is the first departure from Gannet Rock to Portlow?", likely)
    assert names_no_such_way("How long from hale island to Gannet Rock?", likely)
    assert not names_no_such_way("When is the first departure from Portlow to Gannet Rock?", likely)
    assert not names_no_such_way("How many sailings a day are there to Gannet Rock?", likely)
    assert not names_no_such_way("From Gannet Rock to Portlow?", [])  # nothing likely
    days = _rows("Day: Monday to Friday | Open: 7:00\n\nDay: Saturday | Open: 9:00")
    assert not names_no_such_way("Is it open from Monday to Friday?", days)
    assert not names_no_such_way("Is it open from Friday to Monday?", days[1:])  # not a way


def test_a_question_naming_a_ways_places_in_order_is_answered_by_that_way_alone() -> None:
    likely = _rows(
        "Route: Hale Island to Portlow | Last: 21:45\n\n"
        "Route: Portlow to Hale Island | Last: 21:00\n\n"
        "Route: Portlow to Gannet Rock | Last: 17:00"
    )
    names = [e.text.split(" | ")[0] for e in likely]
    kept = along_the_way("When does the last ferry leave Portlow for Hale Island?", likely)
    assert [e.text.split(" | ")[0] for e in kept] == [names[1]]
    # one place named: no way is followed, every row stays
    assert along_the_way("How many sailings go to Gannet Rock?", likely) == likely


def test_a_row_named_as_written_is_named_in_any_case_unless_its_name_is_a_size() -> None:
    bikes = _rows("Bike: City bike | Per week: 60\n\nBike: E-bike | Per week: 180")
    named = named_as_written("How much is an e-bike per week?", bikes)
    assert [e.text for e in named] == ["Bike: E-bike | Per week: 180"]
    sizes = _rows("Size: M | EU size: 38\n\nSize: L | EU size: 40")
    assert named_as_written("How many m of cloth is an L?", sizes) == sizes[1:]
    assert named_as_written("How many m of cloth?", sizes) == sizes  # "m" is no M
    # what a name's brackets add is no part of what names it
    tickets = _rows("Ticket: Child (3-17) | Price: 3.50\n\nTicket: Family (2 children) | Price: 15")
    assert named_as_written("How much is it for a child?", tickets) == tickets[:1]
    # a row of a thing for another is not the other's, beside a row named by it (office86)
    hire = _rows("Item: Gazebo 3 x 3 m | Price: 15 euros\n\nItem: Weights for a gazebo | Price: 4")
    assert named_as_written("How much is a gazebo?", hire) == hire[:1]
    assert named_as_written("How much are weights?", hire) == hire
    laundry = _rows(
        "Machine: Washing machine | Price: 2.50\n\nMachine: Large washer (duvets) | Price: 4"
    )
    assert named_as_written("What does it cost to wash my duvet?", laundry) == laundry


def test_a_column_of_another_table_the_named_row_lacks_is_no_answer() -> None:
    """The Pixel 8's row of screen repairs says nothing of its battery, which the table of
    batteries, without a Pixel 8, prices for other models."""
    screens = _rows("Model: Pixel 8 | Screen: 169 euros | Time: Next day")
    batteries = [
        Evidence(Source(2, hit(text, 2)), span, (), 0.4)
        for text in ("Model: iPhone 13 | Battery: 89 euros | Time: 45 minutes",)
        for span in hit_spans(hit(text, 2))
    ]
    assert asks_a_column_of_another_table("How much is a Pixel 8 battery?", screens + batteries)
    assert not asks_a_column_of_another_table("How much is a Pixel 8 screen?", screens + batteries)
    assert not asks_a_column_of_another_table("How much is a battery?", screens + batteries)
    pixel = _rows("Model: Pixel 8 | Battery: 79 euros | Time: 1 hour")
    pixel = [replace(e, source=Source(2, hit(e.source.hit.content, 2))) for e in pixel]
    assert not asks_a_column_of_another_table("How much is a Pixel 8 battery?", screens + pixel)


def test_a_column_named_of_what_stands_in_another_columns_value_is_no_answer() -> None:
    """The privacy talk is in Hall A: the 11:15 row says nothing of privacy in Hall B."""
    agenda = _rows(
        "Time: 11:15 | Hall A: Privacy by design | Hall B: Dashboards\n\n"
        "Time: 14:00 | Hall A: Panel on analytics | Hall B: Lightning talks"
    )
    assert asks_under_another_column("Who speaks on privacy in Hall B?", agenda)
    assert not asks_under_another_column("Who speaks on privacy in Hall A?", agenda)
    assert not asks_under_another_column("What is on in Hall B at 11:15?", agenda)  # its name
    assert not asks_under_another_column("Who speaks on privacy?", agenda)  # no column named
    # a column of another kind names the row asked of: "reclining" under Features, "Seats" named
    screens = _rows("Screen: Screen 2 | Seats: 120 | Features: Reclining seats")
    assert not asks_under_another_column("Which screen has reclining seats?", screens)
    # another likely row has it in the column named
    swapped = _rows(
        "Time: 11:15 | Hall A: Privacy by design | Hall B: Dashboards\n\n"
        "Time: 16:00 | Hall A: Closing | Hall B: Privacy in practice"
    )
    assert not asks_under_another_column("Who speaks on privacy in Hall B?", swapped)


def test_a_name_made_of_two_rows_names_names_no_row() -> None:
    """ "the adult choir" of a children's choir and an adult jazz band."""
    classes = _rows(
        "Class: Children's choir | Day: Thursday\n\n"
        "Class: Adult jazz band | Day: Tuesday\n\n"
        "Class: Adult beginners | Day: Monday"
    )
    assert names_parts_of_two_rows("What time does the adult choir meet?", classes)
    assert not names_parts_of_two_rows("When does the children's choir meet?", classes)
    assert not names_parts_of_two_rows("When do adult beginners meet?", classes)
    assert not names_parts_of_two_rows("Is the jazz band for adults or children?", classes)
    rooms = _rows("Room: Single room | Price: 89\n\nRoom: Suite | Price: 219")
    assert not names_parts_of_two_rows("How much is the Suite room?", rooms)  # the Suite, named
    tickets = [
        replace(e, source=Source(1, replace(e.source.hit, filename="tickets.xlsx")))
        for e in _rows("Group: Adults | Price: 14\n\nGroup: Family ticket | Price: 32")
    ]
    assert not names_parts_of_two_rows("How much is an adult ticket?", tickets)  # every row's
    # a row named whole right after a word of another row's name is not the one named
    tyres = _rows("Tyre: Budget summer | Price: 75\n\nTyre: Winter | Price: 110")
    assert names_parts_of_two_rows("How much is a budget winter tyre?", tyres)
    assert not names_parts_of_two_rows("How much is a winter tyre?", tyres)
    # the name column's label is every row's kind, as a file's name is
    groups = _rows("Group: Puppies | Days: Monday\n\nGroup: Quiet group | Days: Tuesday")
    assert not names_parts_of_two_rows("Which days is the puppy group?", groups)


def test_a_figure_no_row_has_under_the_column_it_names_names_no_row() -> None:
    """Places of 3, 4 and 5 days a week have no place of two; flats of 1 and 2 bedrooms no
    3-bedroom one."""
    places = _rows(
        "Place: Full time | Days a week: 5\n\nPlace: Four days | Days a week: 4\n\n"
        "Place: Three days | Days a week: 3"
    )
    assert names_a_figure_no_row_has("How much is a place for two days a week?", places)
    assert not names_a_figure_no_row_has("How much is a place for 4 days a week?", places)
    assert not names_a_figure_no_row_has("How much is a place for two weeks?", places)
    copies = _rows(
        "Copy: A4 | Black and white: 0.08 euros | Colour: 0.45 euros\n\n"
        "Copy: A3 | Black and white: 0.16 euros | Colour: 0.90 euros"
    )
    assert not names_a_figure_no_row_has("How much is an A3 colour copy?", copies)  # a code
    groups = _rows(
        "Group size: 2 players | Price per person: 32 euros\n\n"
        "Group size: 3-4 players | Price per person: 26 euros"
    )
    assert names_a_figure_no_row_has("How much per person for a group of 8?", groups)
    assert not names_a_figure_no_row_has("How much per person for a group of 4?", groups)
    # a length of time none of a column of lengths is (bench.office71)
    lessons = _rows(
        "Lesson: Single | Length: 45 minutes | Price: 55 euros\n\n"
        "Lesson: Wedding package | Length: Three 1-hour lessons | Price: 210 euros"
    )
    assert names_a_figure_no_row_has("How much is a private lesson for two hours?", lessons)
    assert not names_a_figure_no_row_has("How much is a lesson for 45 minutes?", lessons)
    assert not names_a_figure_no_row_has("How much is a 1-hour lesson?", lessons)
    weekend = _rows(
        "Group size: 2 players | Weekend price: 36 euros\n\n"
        "Group size: 5-6 players | Weekend price: 25 euros"
    )
    assert not names_a_figure_no_row_has("And at the weekend of 5-6 players?", weekend)
    lessons = _rows("Course: Short | Lessons a term: 10\n\nCourse: Long | Lessons a term: 20")
    assert names_a_figure_no_row_has("How much are twelve lessons a term?", lessons)
    assert not names_a_figure_no_row_has("How much are twenty lessons a term?", lessons)
    flats = _rows(
        "Flat: Studio | Bedrooms: 1 | Rent: 700\n\nFlat: Garden | Bedrooms: 2 | Rent: 900"
    )
    assert names_a_figure_no_row_has("What is the rent of a 3-bedroom flat?", flats)
    assert not names_a_figure_no_row_has("What is the rent of a 2-bedroom flat?", flats)
    groups = _rows("Group: Oaks | Ages: 3-5 years\n\nGroup: Acorns | Ages: 1-2 years")
    assert not names_a_figure_no_row_has("Which group has 4 ages?", groups)  # in a range
    # an age in years gives the figure of an "Age" column (bench.office105)
    entry = _rows(
        "Age: Under 1 | Weekday: Free\n\nAge: 1 to 3 years | Weekday: 5 euros\n\n"
        "Age: 4 to 11 years | Weekday: 8 euros"
    )
    assert names_a_figure_no_row_has("How much is entry for a 13-year-old?", entry)
    assert not names_a_figure_no_row_has("How much is entry for a 5-year-old?", entry)
    versions = _rows("Version: 2.4 | Released: March 2025\n\nVersion: 2.3 | Released: May 2024")
    assert not names_a_figure_no_row_has("When was version 2.4 released?", versions)


def test_a_price_per_a_unit_the_best_sentence_has_no_rate_of_is_no_answer() -> None:
    """The car park has prices per hour and per day, not per week; a kilometre's price is no
    hour's; a sentence without rates says nothing either way."""
    parks = _rows("Car park: Riverside | Per hour: 1.50 euros | Per day: 9 euros")
    assert asks_a_rate_not_given("How much is Riverside car park per week?", parks)
    assert not asks_a_rate_not_given("How much is Riverside car park per day?", parks)
    assert not asks_a_rate_not_given("How much is Riverside a day?", parks)
    assert not asks_a_rate_not_given("When is Riverside open per week?", parks)  # no price
    moves = _rows("Longer moves cost 2 euros per extra kilometre.")
    assert asks_a_rate_not_given("How much is an extra mover per hour?", moves)
    assert not asks_a_rate_not_given("How much is it per kilometre?", moves)
    flat = _rows("A mover costs 40 euros.")
    assert not asks_a_rate_not_given("How much is a mover per hour?", flat)
    # a rate in the name of the row asked of names the row (bench.office92)
    plans = _rows("Plan: Pay per ride | Unlock: 1 euro | Per minute: 0.25 euros")
    assert not asks_a_rate_not_given("How much is unlocking on pay per ride?", plans)
    passes = _rows("Plan: Day pass | Unlock: Free | Per minute: Free for 24 hours")
    assert not asks_a_rate_not_given("How much is unlocking with a day pass?", passes)
    assert asks_a_rate_not_given("How much is a day pass per week?", passes)
    # "yearly" says a rate as "per year" does (bench.office93)
    fees = _rows("Membership: Standard | Per month: 32 euros | Includes: Gym at any time")
    assert asks_a_rate_not_given("How much is a yearly membership?", fees)
    assert asks_a_rate_not_given("How much is the annual fee?", fees)
    assert not asks_a_rate_not_given("How much is a monthly membership?", fees)
    # a rate in the name of another row is that row's (bench.office102)
    water = _rows("Charge: Water per cubic metre | Amount: 1.85 euros | Billed: Twice a year")
    assert asks_a_rate_not_given("How much is surface water drainage per year?", water)
    assert not asks_a_rate_not_given("How much is water per cubic metre?", water)


def test_values_of_two_columns_that_no_row_holds_together_name_no_row() -> None:
    """The distemper vaccine is a dog's; the rabbit's row is another vaccine's."""
    likely = _rows(
        "Vaccine: Distemper | Animal: Dog | Given: Every three years\n\n"
        "Vaccine: Myxomatosis | Animal: Rabbit | Given: Every year\n\n"
        "Vaccine: Cat flu | Animal: Cat | Given: Every year"
    )
    assert names_values_of_no_row("How often does a rabbit need a distemper vaccine?", likely)
    assert not names_values_of_no_row("How often does a dog need a distemper vaccine?", likely)
    assert not names_values_of_no_row("How often is the cat flu vaccine given?", likely)
    assert not names_values_of_no_row("How often is a rabbit vaccinated?", likely)  # one column
    # a state under two labels names no row: Market Square is closed on Sundays only
    hours = _rows(
        "Shop: Market Square | Saturday: 9:00-16:00 | Sunday: Closed\n\n"
        "Shop: Station Street | Saturday: Closed | Sunday: Closed"
    )
    assert not names_values_of_no_row("When does Market Square close on Saturday?", hours)
    plans = _rows("Plan: Flex | Locker: No | Desks: 2\n\nPlan: Fixed | Locker: Yes | Desks: 1")
    assert not names_values_of_no_row("Does the Fixed plan have no locker and 2 desks?", plans)
    # the word after "how" is the question's form, no value of the Hard room's
    rooms = _rows("Room: The Tomb | Difficulty: Medium\n\nRoom: Submarine | Difficulty: Hard")
    assert not names_values_of_no_row("How hard is The Tomb?", rooms)
    assert names_values_of_no_row("Is The Tomb hard?", rooms)


def test_a_value_every_row_says_names_none_of_them() -> None:
    likely = _rows(
        "Model: Brewmaster Compact | Tank: 1.0 litres\n\nModel: Brewmaster Pro | Tank: 2.5"
    )
    question = "How big is the tank of the Brewmaster Mini?"
    assert names_no_row(question, likely, {"Mini"})
    assert not names_no_row("How big is the tank of the Pro Mini?", likely, {"Mini"})


def test_a_row_named_before_its_name_columns_label_is_named_by_those_words() -> None:
    """ "the train station branch" names a branch: the City centre's address, "14 Station
    Road", is no branch's name (it was answered with that row)."""
    likely = _rows(
        "Branch: City centre | Address: 14 Station Road | Sunday: Closed\n\n"
        "Branch: Harbour | Address: Ferry terminal, Quay 3 | Sunday: Closed"
    )
    assert names_no_row("Where is the train station branch?", likely, {"train"})
    assert not names_no_row("Where is the city centre branch?", likely, set())
    assert not names_no_row("Where is the central branch?", likely, set())  # a paraphrase?
    # a name the project has elsewhere still names no branch of these (bench.office87)
    assert names_no_row("Where is the Airport branch?", likely, set())
    assert not names_no_row("Where is the Harbour branch?", likely, set())
    sizes = _rows("Size: M | EU size: 38\n\nSize: L | EU size: 40")
    assert not names_no_row("What is the EU size of an M?", sizes, set())  # a label's word
    # no label after the words: asked as before, of every value
    assert not names_no_row("Which branch is by the train station?", likely, {"train"})
    # a word that asks which one is no name ("What size van", where the project lacks "size")
    vans = _rows("Van: Large truck | Suits: House\n\nVan: Small van | Suits: Studio flat")
    assert not names_no_row("What size van do I need for a house?", vans, {"size", "need"})
    # the name ends at a function word: "limit" of "the vet fees limit of" is no word of the
    # "Premium" cover's name, though a row is "Time limited" (bench.office106)
    covers = _rows(
        "Cover: Time limited | Vet fees limit: 4,000 euros\n\n"
        "Cover: Lifetime | Vet fees limit: 8,000 euros"
    )
    assert names_no_row("What is the vet fees limit of Premium cover?", covers, set())
    assert not names_no_row("What is the vet fees limit of Lifetime cover?", covers, set())


PITCHES = (
    "Pitch: Tent pitch | Low season: 18 | High season: 26\n\n"
    "Pitch: Cabin for four | Low season: 65 | High season: 95\n\n"
    "Pitch: Extra person | Low season: 5 | High season: 7\n\n"
    "Pitch: Caravan pitch | Low season: 24 | High season: 34"
)


def _extreme(question: str, content: str = PITCHES) -> list[str]:
    wanted = superlative(question)
    assert wanted is not None
    return [e.text.split(" | ")[0] for e in extreme_rows(wanted, question, _rows(content))]


def test_a_superlative_chooses_the_row_with_the_greatest_or_least_figure_of_its_column() -> None:
    assert _extreme("Which pitch is cheapest in low season?") == ["Pitch: Tent pitch"]
    assert _extreme("What is the most expensive pitch in high season?") == ["Pitch: Caravan pitch"]
    assert _extreme("What costs the least in high season?") == ["Pitch: Extra person"]
    assert _extreme("Which stay is cheapest?") == []  # which season's price: not one column
    models = (
        "Model: Compact | Tank: 1.0 litres | Price: £1,249\n\n"
        "Model: Pro | Tank: 2.5 litres | Price: £649"
    )
    assert _extreme("How much is the cheapest model?", models) == ["Model: Pro"]
    assert _extreme("Which model has the largest tank?", models) == ["Model: Pro"]
    assert _extreme("Which model has the lowest pressure?", models) == []  # no such column
    # a number in the rows' names is no figure of theirs to compare
    screens = "Screen: Screen 1 | Seats: 240\n\nScreen: Screen 2 | Seats: 120"
    assert _extreme("Which screen has the most seats?", screens) == ["Screen: Screen 1"]


def test_a_superlative_is_read_off_the_question() -> None:
    cheapest = superlative("What is the most expensive model?")
    assert cheapest is not None and cheapest.most and cheapest.money
    assert cheapest.asked == "What is the model?"
    assert superlative("What do most people say?") is None
    most = superlative("Which has the most pressure?")
    assert most is not None and most.most and not most.money


def test_which_row_has_something_is_the_rows_whose_yes_or_no_column_says_yes() -> None:
    """ "Which plan can I use the API on?" of a table of plans with an "API access" column was
    answered with every plan's row."""
    plans = _rows(
        "Plan: Free | Users: 1 | API access: No\n\n"
        "Plan: Starter | Users: 2 | API access: No\n\n"
        "Plan: Business | Users: 10 | API access: Yes"
    )

    def named(question: str) -> list[str]:
        return [row.text.split(" |")[0] for row in with_the_asked_value(question, plans)]

    assert named("Which plan can I use the API on?") == ["Plan: Business"]
    assert named("Which plans have no API access?") == ["Plan: Free", "Plan: Starter"]
    # not a "which" question, or no yes-or-no column it names: every row, as before
    assert len(named("How many users does each plan have?")) == 3
    assert len(named("Which plan has the most users?")) == 3


def test_the_row_whose_range_holds_the_figure_though_the_question_names_another_column() -> None:
    """ "a 5-year-old at the weekend" is the "4 to 11 years" row: the Weekend column the
    question names holds prices, no range (bench.office105)."""
    entry = _rows(
        "Age: 1 to 3 years | Weekday: 5 euros | Weekend: 6 euros\n\n"
        "Age: 4 to 11 years | Weekday: 8 euros | Weekend: 10 euros"
    )
    kept = within_the_range("How much is entry for a 5-year-old at the weekend?", entry)
    assert [e.text for e in kept] == [entry[1].text]


def test_a_column_labelled_by_a_question_word_is_asked_by_no_question() -> None:
    """ "When is FreshMart open?" asks its row's Open column, not the When column of a table of
    shifts (bench.office108)."""
    points = _rows("Collection point: FreshMart | Where: By the exit | Open: Shop hours")
    shifts = _rows("Shift: Driver | When: Saturday 10:00 to 13:00 | Tasks: Collecting")
    shifts = [replace(e, source=Source(2, hit(e.text))) for e in shifts]
    assert not asks_a_column_of_another_table("When is FreshMart open?", points + shifts)


def test_a_sheets_title_line_is_no_record_any_row_gate_reasons_about() -> None:
    """A sheet's title line is a row of its sheet with no labelled cell; as the likeliest
    sentence it gives the row gates no record ("How much have sales grown since 2024?" of a
    quarterly sheet raised ValueError in the column gate when it ranked first)."""
    sheet = "Sales 2026, year to date (million euros)\n\nQuarter: Q1 | Shops: 10.2 | Online: 1.9"
    source = Source(1, hit(sheet))
    title, row = hit_spans(source.hit)
    likely = [
        Evidence(source, replace(title, row=0), (), 0.6),
        Evidence(source, replace(row, row=2), (), 0.5),
    ]
    question = "How much have Shops sales grown since 2024?"
    assert not asks_under_another_column(question, likely)
    assert not names_values_of_no_row(question, likely)
    assert not names_parts_of_two_rows(question, likely)
    assert not names_a_figure_no_row_has(question, likely)


_WORDS_OF_TABLES = st.sampled_from(
    [
        "Price",
        "Per hour",
        "For",
        "Adult",
        "Child (3-15)",
        "Q1",
        "10.2",
        "5 euros",
        "Closed",
        "Hall A",
        "Monday",
        "2 hours",
        "Under 4",
        "Yes",
        "No",
        "to",
        "per",
        "-",
        "(",
        "1 to 3",
    ]
)
_CELL = st.one_of(
    st.tuples(_WORDS_OF_TABLES, _WORDS_OF_TABLES).map(": ".join),  # "Label: value"
    _WORDS_OF_TABLES,  # a cell without a label (a title line, a header)
    st.just(""),
    _WORDS_OF_TABLES.map(lambda label: f"{label}:"),  # a label without its value
)
_TABLE = st.lists(st.lists(_CELL, min_size=1, max_size=4).map(" | ".join), min_size=1, max_size=4)
_QUESTION = st.lists(
    st.one_of(_WORDS_OF_TABLES, st.sampled_from(["How much", "Who", "cheapest", "is", "a", "?"])),
    max_size=8,
).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(_TABLE, st.lists(st.booleans(), min_size=4, max_size=4), _QUESTION)
def test_no_row_gate_or_filter_raises_on_any_table(
    rows: list[str], of_a_sheet: list[bool], question: str
) -> None:
    """Whatever a table's rows hold (cells without labels, labels without values, title lines
    of a sheet) and whatever is asked, the row gates answer and the filters keep rows: a
    question never ends in an exception."""
    source = Source(1, hit("\n\n".join(rows)))
    likely = [
        Evidence(source, replace(span, row=i if sheet else None), (), 0.5)
        for i, (span, sheet) in enumerate(zip(hit_spans(source.hit), of_a_sheet, strict=False))
    ]
    for gate in (
        names_no_such_way,
        names_values_of_no_row,
        names_parts_of_two_rows,
        names_a_figure_no_row_has,
        asks_a_rate_not_given,
        asks_under_another_column,
        asks_a_column_of_another_table,
    ):
        assert gate(question, likely) in (True, False)
    assert names_no_row(question, likely, {"accountants"}) in (True, False)
    for keep in (along_the_way, named_as_written, within_the_range, with_the_asked_value):
        assert set(map(id, keep(question, likely))) <= set(map(id, likely))
    assert all(names_the_row(question, e) in (True, False) for e in likely)
    wanted = superlative(question)
    if wanted is not None:
        assert set(map(id, extreme_rows(wanted, question, likely))) <= set(map(id, likely))
