"""Sentence spans: the units an answer quotes, each on one page or row."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ragkit.sentences import MAX_SENTENCE_CHARS, Place, as_read, one_line, runs_on, split


def texts_of(text: str, places: list[Place] | None = None) -> list[str]:
    return [text[s.start : s.end] for s in split(text, places or [])]


def test_sentences_end_at_punctuation_but_not_after_abbreviations_or_initials() -> None:
    text = "Smith et al. found e.g. two cases in A. thaliana. The rate was 4.5 percent. Why? Yes."
    assert texts_of(text) == [
        "Smith et al. found e.g. two cases in A. thaliana.",
        "The rate was 4.5 percent.",
        "Why?",
        "Yes.",
    ]


def test_other_languages_end_sentences_by_their_own_conventions() -> None:
    # German abbreviations before a capitalised noun, an umlaut opening a sentence
    assert texts_of("Es gilt z.B. drei Wochen bzw. Monate. Ärzte sind ausgenommen.") == [
        "Es gilt z.B. drei Wochen bzw. Monate.",
        "Ärzte sind ausgenommen.",
    ]
    # Spanish inverted marks open a sentence; "pág." and "Sr." end none
    assert texts_of("¿Cuánto cuesta? Según la pág. 4 del Sr. Pérez, nada. ¡Bien!") == [
        "¿Cuánto cuesta?",
        "Según la pág. 4 del Sr. Pérez, nada.",
        "¡Bien!",
    ]
    # French spacing before ? and inside guillemets
    assert texts_of("Combien ? Cinquante centimes. « Oui » dit-il.") == [
        "Combien ?",
        "Cinquante centimes.",
        "« Oui » dit-il.",
    ]
    # full-width marks need no space; a caseless script starts a sentence
    assert texts_of("北京是首都。上海最大。") == ["北京是首都。", "上海最大。"]
    assert texts_of("Это Москва. Это Россия.") == ["Это Москва.", "Это Россия."]


def test_flattened_reference_numbers_stay_with_the_sentence_they_cite() -> None:
    text = (
        "Viruses predominate in children. 3, 4 The most frequent is RSV. 12 patients were "
        "enrolled. 1 In the past decade, new viruses emerged. Cases rose in 2019. "
        "2020 Brought more."
    )
    assert texts_of(text) == [
        "Viruses predominate in children. 3, 4",
        "The most frequent is RSV.",
        "12 patients were enrolled. 1",
        "In the past decade, new viruses emerged.",
        "Cases rose in 2019.",
        "2020 Brought more.",
    ]


def test_wrapped_lines_join_while_headings_list_items_and_rows_stand_alone() -> None:
    text = (
        "Annual leave\n"
        "Every full-time employee receives 28 days of annual leave per\n"
        "calendar year.\n"
        "Steps:\n"
        "1. Drain the load balancer.\n"
        "- restart the containers\n"
        "| CCTV footage | 72 hours |"
    )
    assert texts_of(text) == [
        "Annual leave",
        "Every full-time employee receives 28 days of annual leave per\ncalendar year.",
        "Steps:",
        "1. Drain the load balancer.",
        "- restart the containers",
        "| CCTV footage | 72 hours |",
    ]


def test_a_sentence_across_a_page_break_is_two_spans_each_naming_its_page() -> None:
    text = "The fact starts on one page and ends on the next one. Then more."
    spans = split(text, [Place(0, 32), Place(text.index("page"), 33)])
    assert [(text[s.start : s.end], s.page) for s in spans] == [
        ("The fact starts on one", 32),
        ("page and ends on the next one.", 33),
        ("Then more.", 33),
    ]


def test_the_first_part_of_a_sentence_a_page_cuts_runs_on_into_the_rest() -> None:
    text = "The fact starts on one page and ends on the next one. Then more."
    first, rest, _ = split(text, [Place(0, 32), Place(text.index("page"), 33)])
    assert runs_on(text[first.start : first.end], text[first.end :])
    assert not runs_on(text[rest.start : rest.end], text[rest.end :])  # it ends in a full stop
    assert not runs_on("Safety", "\n\nalways unplug it.")  # a blank line ends a paragraph
    assert not runs_on("Safety", "")
    # the rest may begin with a figure, before a word in lower case; a numbered step is no rest
    assert runs_on("and we keep it for", "\n14 days before it goes back.")
    assert not runs_on("Open the app and choose Switch", "\n2. Scan the code.")
    assert not runs_on("Annual report", "\n2024 Results")


@given(st.lists(st.sampled_from(["Safety", "unplug it", "Done.", "| a | b |", "\n", " "])))
def test_no_span_ending_in_a_full_stop_or_before_a_capital_runs_on(pieces: list[str]) -> None:
    text = " ".join(pieces)
    for span in split(text):
        piece, after = text[span.start : span.end], text[span.end :]
        if piece.endswith((".", "!", "?")) or after.strip()[:1].isupper():
            assert not runs_on(piece, after)


def test_a_csv_row_is_one_span_naming_its_row() -> None:
    text = "route: N1\nfrequency: every 30 minutes\n\nroute: N2\nfrequency: hourly\n"
    spans = split(text, [Place(0, row=2), Place(39, row=3)])
    assert [(text[s.start : s.end], s.row) for s in spans] == [
        ("route: N1\nfrequency: every 30 minutes", 2),
        ("route: N2\nfrequency: hourly", 3),
    ]


def test_run_on_text_is_cut_at_a_clause_break() -> None:
    text = ", ".join(f"item {i} without any full stop" for i in range(60))
    pieces = texts_of(text)
    assert len(pieces) > 1
    assert all(len(piece) <= MAX_SENTENCE_CHARS for piece in pieces)
    assert all(piece.endswith(",") for piece in pieces[:-1])


@settings(max_examples=300, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from("ab .!?\n:-1A|"), max_size=600),
    cuts=st.lists(st.integers(0, 600), max_size=4),
)
def test_spans_are_ordered_trimmed_disjoint_and_within_one_place(
    text: str, cuts: list[int]
) -> None:
    places = [Place(0, 1)] + [Place(c, 2 + i) for i, c in enumerate(sorted(set(cuts)))]
    spans = split(text, places)
    previous_end = 0
    for span in spans:
        piece = text[span.start : span.end]
        assert piece and piece == piece.strip()
        assert previous_end <= span.start < span.end <= len(text)
        owner = [p for p in places if p.offset <= span.start][-1]  # the last one there wins
        assert span.page == owner.page
        assert not any(span.start < p.offset < span.end for p in places)
        previous_end = span.end
    covered = "".join(text[s.start : s.end] for s in spans)
    assert "".join(covered.split()) == "".join(text.split())  # nothing lost but whitespace


@given(st.text(alphabet=st.sampled_from("ab .\n\t\u00a0"), max_size=40))
def test_one_line_keeps_the_words_in_order_with_single_spaces_between(text: str) -> None:
    flat = one_line(text)
    assert flat.split(" ") == (text.split() or [""])
    assert one_line(flat) == flat


def test_points_and_items_are_read_apart_a_heading_and_a_wrapped_line_run_on() -> None:
    points = "Revenue up 12 percent\n\nTwo new depots opened\n\nChurn down"
    assert as_read(points) == "Revenue up 12 percent; Two new depots opened; Churn down"
    listed = "Have these ready:\n\nyour number\n\nyour laptop's name"
    assert as_read(listed) == "Have these ready: your number; your laptop's name"
    assert (
        as_read("2. Bins\n\nBins are emptied\non Mondays.")
        == "2. Bins Bins are emptied on Mondays."
    )


@given(st.text(alphabet=st.sampled_from("ab .;\n\t"), max_size=40))
def test_as_read_only_adds_semicolons_between_the_words(text: str) -> None:
    assert as_read(text).replace(";", " ").split() == text.replace(";", " ").split()
