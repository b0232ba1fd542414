"""Irregular forms of words (`ragkit.wordforms`)."""

from __future__ import annotations

from ragkit.wordforms import derived_forms, other_forms, present


def test_a_verbs_past_is_read_as_its_present_and_a_nouns_plural_as_itself() -> None:
    assert present("sent") == "send"
    assert present("forgotten") == "forget"
    assert present("people") == "people"  # nouns' plurals are not read as their singular
    assert present("table") == "table"


def test_the_other_forms_of_a_word_are_those_of_its_base() -> None:
    assert other_forms("child") == {"children"}
    assert other_forms("People") == {"person"}
    assert other_forms("paid") == {"pay"}
    assert other_forms("took") == {"take", "taken"}
    assert other_forms("table") == set()


def test_a_verb_in_er_derives_its_noun_in_ery() -> None:
    """The text index's stemmer keeps "deliver" ("deliv") and "delivery" ("deliveri") apart."""
    assert derived_forms("Deliver") == {"delivery"}
    assert derived_forms("recover") == {"recovery"}
    assert derived_forms("over") == set()
    assert derived_forms("deliveries") == set()
