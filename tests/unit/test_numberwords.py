"""Numbers written in words (`ragkit.numberwords`)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.numberwords import NUMBER_WORDS, is_number_word, number_value


def test_a_number_in_words_has_the_value_of_its_figure() -> None:
    assert number_value("twenty-eight") == 28
    assert number_value("One hundred and twenty") == 120
    assert number_value("two million five hundred thousand") == 2_500_000
    assert number_value("hundred") == 100


def test_the_words_of_one_number_are_found_as_one() -> None:
    found = [m.group() for m in NUMBER_WORDS.finditer("Twenty-eight days, one hundred and six")]
    assert found == ["Twenty-eight", "one hundred and six"]
    assert is_number_word("twelve")
    assert not is_number_word("twelfth")


_SMALL = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()


@given(st.integers(min_value=1, max_value=999))
def test_every_number_below_a_thousand_said_in_words_is_read_as_itself(n: int) -> None:
    hundreds, rest = divmod(n, 100)
    tens, units = divmod(rest, 10)
    words = [f"{_SMALL[hundreds]} hundred"] if hundreds else []
    if rest >= len(_SMALL):
        words.append(_TENS[tens - 2] + (f"-{_SMALL[units]}" if units else ""))
    elif rest:
        words.append(_SMALL[rest])
    assert number_value(" and ".join(words)) == n
