"""Forms of a word that no common ending makes: the pasts of irregular verbs ("sent", "paid")
and the plurals of irregular nouns ("children", "people"), each with its base form. The answer's
word signals read a verb's past as its present; a project's vocabulary knows a word it has in
another form ("child" of documents that say "children")."""

from __future__ import annotations

from collections import defaultdict

# the pasts that are no other word ("left", "saw", "found" are)
_VERBS = (
    "send:sent pay:paid keep:kept buy:bought bring:brought make:made take:taken,took "
    "give:given,gave go:went,gone hold:held tell:told sell:sold spend:spent build:built "
    "choose:chosen,chose write:written,wrote begin:begun,began drive:driven,drove "
    "forget:forgotten,forgot grow:grown,grew hear:heard hide:hidden know:known,knew "
    "lose:lost mean:meant meet:met see:seen show:shown speak:spoken stand:stood "
    "teach:taught think:thought understand:understood wear:worn catch:caught "
    "break:broken,broke freeze:frozen,froze seek:sought deal:dealt draw:drawn,drew "
    "eat:eaten fall:fallen feel:felt fight:fought ride:ridden,rode throw:thrown,threw "
    "fly:flown,flew lend:lent shake:shaken,shook steal:stolen,stole strike:struck "
    "tear:torn,tore withdraw:withdrawn,withdrew become:became come:came run:ran "
    "sleep:slept sweep:swept weep:wept"
)
_SHORTEST_VERB = 4  # "cover" ("cater"), not "ever" or "over"
_NOUNS = (
    "child:children person:people man:men woman:women foot:feet tooth:teeth mouse:mice goose:geese"
)


def _bases(table: str) -> dict[str, str]:
    return {
        form: base
        for base, forms in (entry.split(":") for entry in table.split())
        for form in forms.split(",")
    }


_PRESENT = _bases(_VERBS)
_BASE = {**_PRESENT, **_bases(_NOUNS)}
_FORMS: defaultdict[str, set[str]] = defaultdict(set)
for _form, _base in _BASE.items():
    _FORMS[_base] |= {_base, _form}


def present(word: str) -> str:
    """The present of an irregular verb's past, in lower case ("sent" -> "send"); the word
    itself otherwise. (The nouns' plurals are left as they are: read as their singular, "people"
    and "person" moved three COVID-QA answers and cost one.)"""
    return _PRESENT.get(word, word)


def other_forms(word: str) -> set[str]:
    """The other forms of the word's base ("child" -> "children"; "people" -> "person"; "paid"
    -> "pay"); none for a regular word."""
    lowered = word.lower()
    return _FORMS.get(_BASE.get(lowered, lowered), set()) - {lowered}


def derived_forms(word: str) -> set[str]:
    """The nouns a verb in "-er" makes with "-y" ("deliver" -> "delivery", "recover" ->
    "recovery"), which the text index's stemmer keeps apart ("deliv", "deliveri"): "Do you
    deliver to Zone 3?" asks of the documents' "Delivery days"."""
    lowered = word.lower()
    return {f"{lowered}y"} if lowered.endswith("er") and len(lowered) > _SHORTEST_VERB else set()
