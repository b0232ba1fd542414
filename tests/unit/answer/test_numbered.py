"""A year, quarter or numbered name asked of, and a sentence that speaks of another of its kind."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.evidence import OtherKind
from ragkit.answer.numbered import another_number, answers_instead


def test_a_sentence_on_another_year_does_not_answer_the_year_asked() -> None:
    asked = "How many wells were drilled in 2021?"
    assert another_number(asked, "The field drilled 14 wells in 2022.") == OtherKind(
        "2021", "2022", numbered=True
    )
    assert another_number(asked, "In 2021 and 2022 it drilled 30 wells.") is None
    assert another_number(asked, "The field drilled 14 wells last year.") is None  # no year


def test_a_row_of_another_quarter_does_not_answer_the_quarter_asked() -> None:
    row = "Orders (thousands): Q2 | Online: 51 | Stores: 12"
    assert another_number("How many online orders were there in Q1?", row) == OtherKind(
        "Q1", "Q2", numbered=True
    )
    assert another_number("How many online orders in the second quarter?", row) is None
    assert another_number("How many orders in H1?", row) is None  # a half is no quarter


def test_a_numbered_name_is_of_its_word_and_its_number() -> None:
    row = "Trials: 2024 | Phase 1: 12 | Phase 2: 7"
    assert another_number("How many phase 3 trials ran in 2024?", row) == OtherKind(
        "phase 3", "phase 1 or 2", numbered=True
    )
    assert another_number("How many Phase 2 trials ran?", row) is None
    # a number after a quantity's word, or a page's, names nothing
    assert (
        another_number("Is a password of at least 14 characters allowed?", "At least 12.") is None
    )
    assert another_number("What does page 7 say?", "See page 12 for the rest.") is None
    # a capitalised name of four digits, as a product is named ("Fibre 2000"); not a month's year
    fibre = "Package: Fibre 1000 | Per month: 49 euros"
    assert another_number("How much is Fibre 2000 per month?", fibre) == OtherKind(
        "fibre 2000", "fibre 1000", numbered=True
    )
    assert another_number("How much is Fibre 1000 per month?", fibre) is None
    assert another_number("What opened in March 2024?", "In March 2025 we opened.") == OtherKind(
        "2024", "2025", numbered=True
    )


def test_a_measured_name_is_of_its_unit_and_its_figure() -> None:
    """A 45-minute lesson is no 30-minute one; an age and a range are no measured name."""
    fees = "A weekly 30-minute private lesson costs 220 euros a term."
    assert another_number("How much is a 45-minute private lesson?", fees) == OtherKind(
        "45-minute", "30-minute", numbered=True
    )
    assert another_number("How much is a 30-minute private lesson?", fees) is None
    assert another_number("How much is a 45-minute lesson?", "Lessons last 45 minutes.") is None
    ages = "Children aged 8-12 may swim alone; a 10-year-old needs a certificate."
    assert another_number("Can my 9-year-old swim alone?", ages) is None


def test_a_period_is_of_how_often_a_thing_recurs() -> None:
    """A monthly membership is no yearly one; "annual" is yearly."""
    row = "Ticket: Monthly membership | Adult: 55 euros"
    assert another_number("How much is a yearly membership?", row) == OtherKind(
        "yearly", "monthly", numbered=True
    )
    assert another_number("How much is a monthly membership?", row) is None
    assert another_number("What is the annual fee?", "The yearly fee is 90 euros.") is None
    assert another_number("What is the annual fee?", "The fee is 90 euros a year.") is None


def test_a_lettered_name_is_of_its_word_and_its_letter() -> None:
    row_a = "Room: Study room A | Seats: 4 | Projector: no"
    assert another_number("Does Study room B have a projector?", row_a) == OtherKind(
        "room B", "room A", numbered=True
    )
    assert another_number("Does Study room A have a projector?", row_a) is None
    assert another_number("Is hepatitis B common?", "Hepatitis B and C are common.") is None
    # an initial, the pronoun and a letter starting a sentence name nothing
    assert another_number("What did John F. Kennedy say?", "John K. Smith said no.") is None
    assert another_number("When should I return it?", "Return it when you should A.") is None
    assert another_number("Which room is free?", "Members book a room. A fee is due.") is None


def test_a_code_of_a_series_is_of_its_letters_and_its_number() -> None:
    assert another_number("What does error E4 mean?", "- E5 - Internal fault.") == OtherKind(
        "E4", "E5", numbered=True
    )
    assert another_number("What does error E4 mean?", "- E4 - Overheating.") is None
    assert another_number("What about TW-201?", "The TW-401 costs 5 euros.") == OtherKind(
        "TW-201", "TW-401", numbered=True
    )
    assert another_number("What is the P1 response time?", "E2: refill beans.") is None
    # not codes of a series: letters on both sides, or a name's few digits among its letters
    assert another_number("Who had H1N1?", "H7N9 spread in 2013.") is None
    assert another_number("What does IL-6 do?", "IL-8 attracts cells.") is None


def test_a_question_naming_two_of_a_kind_asks_of_those_between() -> None:
    asked = "By how much did sales grow between 2021 and 2024?"
    assert another_number(asked, "Sales in 2022 rose by 5 percent.") is None
    assert another_number(asked, "Sales in 2025 rose by 5 percent.") == OtherKind(
        "2021 or 2024", "2025", numbered=True
    )
    assert another_number("How many cases in 2008-2009?", "In 2008, 400 cases.") is None


def test_a_question_since_or_up_to_a_year_asks_of_the_years_after_or_before_it() -> None:
    opened = "We opened 14 stores between 2021 and 2024."
    assert another_number("How many stores have opened since 2020?", opened) is None
    assert another_number("How many stores opened before 2025?", opened) is None
    assert another_number("How many stores opened before 2020?", opened) == OtherKind(
        "2020", "2021 or 2024", numbered=True
    )


def test_a_row_of_another_day_does_not_answer_the_day_asked() -> None:
    monday = "Day: Monday\nTime: 18:00\nClass: Spin"
    assert another_number("When is the Friday spin class?", monday) == OtherKind(
        "Friday", "Monday", numbered=True
    )
    assert another_number("When is the spin class on Mondays?", monday) is None
    closing = "The pool closes for cleaning every first Monday of the month."
    assert another_number("When does the pool close on Sunday?", closing) == OtherKind(
        "Sunday", "Monday", numbered=True
    )
    # a question naming no day asks of every day
    assert another_number("When is the spin class?", monday) is None


def test_a_range_of_days_or_a_word_for_several_names_each_day_it_covers() -> None:
    hours = "Days: Monday to Friday | Gym: 06:00 to 22:00"
    assert another_number("Is the gym open on Wednesday?", hours) is None
    assert another_number("Is the gym open on Saturday?", hours) == OtherKind(
        "Saturday", "Monday to Friday", numbered=True
    )
    # a range may run past Sunday, and be shortened
    assert another_number("Is it open on Sunday?", "Open Fri-Mon.") is None
    assert another_number("Is it open on Wednesday?", "Open Fri-Mon.") == OtherKind(
        "Wednesday", "Monday or Friday to Sunday", numbered=True
    )
    assert another_number("Is it open at weekends?", "Closed on Saturday.") is None
    assert another_number("Can I come on Sunday?", "Off-peak: before 16:00 on weekdays") == (
        OtherKind("Sunday", "Monday to Friday", numbered=True)
    )
    # "Sat" and "Sun" shortened only with a capital: "the sun" is no day
    assert another_number("Is it open on Saturday?", "Dogs sat in the sun.") is None


def test_a_month_asked_of_is_not_answered_by_a_sentence_on_other_months() -> None:
    """ "in June" of a lifeguard on duty "in July and August" is no answer; a range of months
    covers each month in it, across the year's end; "May" opening a question is the verb."""
    lake = "The lake is guarded by a lifeguard from 10:00 to 18:00 in July and August."
    assert another_number("When is the lifeguard on duty in June?", lake) == OtherKind(
        "June", "July or August", numbered=True
    )
    assert another_number("When is the lifeguard on duty in August?", lake) is None
    covered = "Court: Court 4 | Covered: Yes, October to April"
    assert another_number("Is court 4 covered in December?", covered) is None
    assert another_number("Is court 4 covered in June?", covered) is not None
    assert another_number("Is it open in June?", "Open between May and September.") is None
    assert another_number("May I swim in August?", lake) is None
    assert another_number("Is it open on 3 May?", lake) == OtherKind(
        "May", "July or August", numbered=True
    )


def test_the_days_of_a_row_the_question_names_are_what_it_asks_of_that_row() -> None:
    """ "Dr Hart" names her row: the days it says answer "on Fridays" (she works Monday to
    Thursday); a row named by its day is a row of another day."""
    hart = "Name: Dr Amelia Hart\nRole: Principal dentist\nWorking days: Monday to Thursday"
    assert another_number("When does Dr Hart work on Fridays?", hart) is None
    # days that label its columns are the days it has: none answers another
    film = "Film: Paper Planes\nFriday: 16:30\nSaturday: 11:00\nSunday: 11:00"
    assert another_number("When is Paper Planes shown on Monday?", film) == OtherKind(
        "Monday", "Friday to Sunday", numbered=True
    )
    assert another_number("When is Paper Planes shown on Friday?", film) is None
    assert another_number("Who works on Fridays?", hart) == OtherKind(
        "Friday", "Monday to Thursday", numbered=True
    )
    assert answers_instead(
        "When does the pool close on Sunday?",
        "Days: Sunday | Gym: 08:00 to 18:00 | Pool: 09:00 to 16:00",
        "The pool closes for cleaning every first Monday of the month.",
    )


def test_a_version_is_of_its_major_and_minor_numbers() -> None:
    row = "Version: 2.2\nReleased: 14 March 2026"
    assert another_number("When was version 2.6 released?", row) == OtherKind(
        "version 2.6", "version 2.2", numbered=True
    )
    assert another_number("When was v2.2 released?", row) is None
    assert another_number("What changed between version 2.1 and 2.4?", row) is None
    # a figure with a decimal point is no version
    assert another_number("Is the rate 2.6 in version 3.0?", "The rate is 2.2 percent.") is None


def test_a_year_inside_a_code_or_a_figure_is_no_year() -> None:
    assert another_number("Which genes does 2019-nCoV carry?", "2020-nCoV carries E.") is None
    assert another_number("How many in 2024?", "It counted 12,2025 units.") is None


@given(st.integers(1900, 2099), st.integers(1900, 2099))
def test_another_year_is_named_exactly_when_it_differs(asked: int, said: int) -> None:
    other = another_number(f"What happened in {asked}?", f"It happened in {said}.")
    assert (other is None) == (asked == said)


def test_a_sentence_answers_instead_when_it_names_what_the_first_names_others_of() -> None:
    asked, first = "How many shops opened in 2024?", "We opened six shops in 2025."
    assert answers_instead(asked, "year: 2024 city: Dresden new_shops: 1", first)
    assert not answers_instead(asked, "We opened four shops in 2023.", first)
    assert not answers_instead(asked, "We opened many shops.", first)  # names no year
    scopes = "Emissions: 2025 | Scope 1: 246 | Scope 2: 72"
    scope_3 = "What were scope 3 emissions in 2025?"
    assert not answers_instead(scope_3, "Emissions fell between 2023 and 2025.", scopes)
    assert answers_instead(scope_3, "Scope 3 emissions were 900 in 2025.", scopes)
