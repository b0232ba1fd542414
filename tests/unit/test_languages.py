"""Language detection and the answer step's phrases."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit import languages


def test_a_documents_language_is_the_one_most_of_its_letters_are_in() -> None:
    german = "Die Bücher dürfen drei Wochen ausgeliehen und zweimal verlängert werden.\n" * 4
    english = "Opening hours are posted at the entrance of the building.\n"
    assert languages.detect(german + english) == "de"
    assert languages.detect("¿Cuánto cuesta la impresión en color por página?") == "es"


def test_digits_or_too_few_letters_have_no_language() -> None:
    assert languages.detect("4711 0815 2024\n12 34 56") is None
    assert languages.detect("") is None
    assert languages.detect("ok") is None


@given(st.text(max_size=300))
def test_detection_never_fails_and_names_a_code_or_none(text: str) -> None:
    found = languages.detect(text)
    assert found is None or languages.is_code(found)


def test_phrases_fall_back_to_english() -> None:
    assert languages.say("idk", "de") == "Ich weiß es nicht."
    assert languages.say("idk", "ja") == languages.say("idk", None) == "I don't know."
    assert (
        languages.say("never_said", "fr", words='"x"') == 'Les documents ne mentionnent jamais "x".'
    )
    assert {"en", "de", "fr", "es"} <= set(languages.spoken())


def test_a_questions_language_counts_only_when_cld3_is_sure_of_it() -> None:
    assert (
        languages.of_question("Wie lange darf ich ein Buch aus der Bibliothek ausleihen?") == "de"
    )
    asked = "How many days of paid annual leave do employees get each year?"
    assert languages.of_question(asked) == "en"
    assert languages.of_question("Ok?") is None  # too few letters to tell
    guessed = languages.guess("Wie lange darf ich ein Buch aus der Bibliothek ausleihen?")
    assert guessed is not None and guessed[1] >= languages.QUESTION_FLOOR
