"""Token-budgeted chunking with overlap and provenance.

The text is cut into atoms (a word and the whitespace after it; a word longer than the overlap
budget is cut further), each tagged with the strength of the boundary that follows it: paragraph,
sentence or plain word. A chunk is filled with atoms up to the token budget and then ends at the
strongest boundary in its second half, so cuts fall between paragraphs, else between sentences,
else between words. The next chunk starts with the last atoms of the previous one (about
`overlap_ratio` of the budget), so no fact is cut in two without appearing whole in one of them.
Chunks never cross a section (nor the edge of a picture's description); they may cross pages and
record the range. Each chunk also keeps its sentence spans, each on one page or row
(`sentences.split`), so an answer can quote a sentence and name its page.

Offsets (`start`, `end`) index the text of all blocks joined in order, so callers and tests can
check coverage exactly."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import groupby

from ragkit.ingest.extract.model import Block
from ragkit.models.chunks import Chunk, place_label
from ragkit.sentences import Place, sentence_ends, split

__all__ = ["Chunk", "Chunker", "in_context"]

WORD, SENTENCE, PARAGRAPH = 0, 1, 2
MIN_BUDGET = 8
_CACHED_PIECE_CHARS = 64  # words repeat and are worth caching; chunk texts do not
_CACHE_ENTRIES = 200_000
_ATOM = re.compile(r"\S+\s*")
_PARAGRAPH_GAP = re.compile(r"\n[ \t]*\n")


@dataclass(slots=True)
class _Atom:
    start: int
    end: int
    tokens: int
    boundary: int
    page: int | None
    section: str | None
    row: int | None = None
    described_by: str | None = None


class Chunker:
    def __init__(
        self,
        count_tokens: Callable[[str], int],
        max_tokens: int,
        overlap_ratio: float = 0.15,
    ) -> None:
        if max_tokens < MIN_BUDGET:
            raise ValueError(f"max_tokens must be at least {MIN_BUDGET}")
        self.count_tokens = count_tokens
        self.max_tokens = max_tokens
        self.overlap_tokens = max(1, int(max_tokens * overlap_ratio))
        self._cache: dict[str, int] = {}

    def chunk(self, blocks: Sequence[Block]) -> list[Chunk]:
        text = "".join(block.text for block in blocks)
        atoms = self._atoms(blocks)
        chunks: list[Chunk] = []
        # a chunk holds one section's text, and a picture's description apart from the text
        for _, group in groupby(atoms, key=lambda atom: (atom.section, atom.described_by)):
            self._pack(text, list(group), chunks)
        return chunks

    # -- atoms -------------------------------------------------------------------------------

    def _tokens(self, piece: str) -> int:
        count = self._cache.get(piece)
        if count is None:
            count = self.count_tokens(piece)
            if len(piece) <= _CACHED_PIECE_CHARS and len(self._cache) < _CACHE_ENTRIES:
                self._cache[piece] = count
        return count

    def _atoms(self, blocks: Sequence[Block]) -> list[_Atom]:
        atoms: list[_Atom] = []
        offset = 0
        for block in blocks:
            # the chunker cuts where the answerer's sentences end, so a chunk neither starts nor
            # ends inside a sentence it seems to end ("Ae. aegypti", "et al. 2020")
            ends = sentence_ends(block.text)
            for match in _ATOM.finditer(block.text):
                word = match.group().rstrip()
                gap = match.group()[len(word) :]
                boundary = WORD
                if _PARAGRAPH_GAP.search(gap) or match.end() == len(block.text):
                    boundary = PARAGRAPH
                elif _ends_in(ends, match.start() + len(word), match.end()):
                    boundary = SENTENCE
                start = offset + match.start()
                atoms.extend(self._word_atoms(start, word, len(gap), boundary, block))
            offset += len(block.text)
        return atoms

    def _word_atoms(
        self, start: int, word: str, gap: int, boundary: int, block: Block
    ) -> list[_Atom]:
        """One atom per word; a word longer than the overlap budget (a URL, base64, a table row
        without spaces) is cut into pieces of overlap/4 characters (a character is at most 4
        tokens). BPE attaches a space to the word after it, so a word is priced as " word"."""
        tokens = self._tokens(" " + word)
        if tokens <= self.overlap_tokens:
            return [
                _Atom(
                    start,
                    start + len(word) + gap,
                    tokens,
                    boundary,
                    block.page,
                    block.section,
                    block.row,
                    block.described_by,
                )
            ]
        step = max(1, self.overlap_tokens // 4)
        atoms = []
        for i in range(0, len(word), step):
            part = word[i : i + step]
            last = i + step >= len(word)
            atoms.append(
                _Atom(
                    start + i,
                    start + i + len(part) + (gap if last else 0),
                    self._tokens(part),
                    boundary if last else WORD,
                    block.page,
                    block.section,
                    block.row,
                    block.described_by,
                )
            )
        return atoms

    # -- packing -----------------------------------------------------------------------------

    def _pack(self, text: str, atoms: list[_Atom], out: list[Chunk]) -> None:
        begin = 0
        while begin < len(atoms):
            end = self._fill(text, atoms, begin)
            out.append(self._make(text, atoms[begin:end], len(out)))
            if end >= len(atoms):
                return
            begin = self._overlap_start(atoms, begin, end)

    def _fill(self, text: str, atoms: list[_Atom], begin: int) -> int:
        """End (exclusive) of the chunk starting at `begin`: within budget, at a good boundary."""
        total, end = 0, begin
        while end < len(atoms) and total + atoms[end].tokens <= self.max_tokens:
            total += atoms[end].tokens
            end += 1
        if end < len(atoms):
            end = self._best_cut(atoms, begin, end)
        # Atom counts are per piece; BPE across piece borders can differ, so check the real text.
        while (
            end - begin > 1
            and self._tokens(self._content(text, atoms[begin:end])) > self.max_tokens
        ):
            end -= 1
        return end

    def _best_cut(self, atoms: list[_Atom], begin: int, end: int) -> int:
        """Latest strongest boundary in the second half of the filled span."""
        half = self.max_tokens // 2
        best, best_strength, total = end, -1, 0
        for i in range(begin, end):
            total += atoms[i].tokens
            if total >= half and atoms[i].boundary >= best_strength:
                best, best_strength = i + 1, atoms[i].boundary
        return best

    def _overlap_start(self, atoms: list[_Atom], begin: int, end: int) -> int:
        """Start of the next chunk: back from `end` by up to the overlap budget, preferring to
        begin right after a sentence end, and always moving forward from `begin`."""
        total, start = 0, end
        while start - 1 > begin and (
            start == end or total + atoms[start - 1].tokens <= self.overlap_tokens
        ):  # at least one atom, then up to the budget
            start -= 1
            total += atoms[start].tokens
        for i in range(start, end - 1):
            if atoms[i - 1].boundary >= SENTENCE:
                return i
        return start

    @staticmethod
    def _content(text: str, atoms: Sequence[_Atom]) -> str:
        return text[atoms[0].start : atoms[-1].end].strip()

    def _make(self, text: str, atoms: Sequence[_Atom], index: int) -> Chunk:
        content = self._content(text, atoms)
        pages = [atom.page for atom in atoms if atom.page is not None]
        return Chunk(
            index=index,
            content=content,
            token_count=self._tokens(content),
            page_start=min(pages) if pages else None,
            page_end=max(pages) if pages else None,
            section=atoms[0].section,
            described_by=atoms[0].described_by,
            start=atoms[0].start,
            end=atoms[-1].end,
            sentences=tuple(split(content, _places(atoms))),
        )


def _places(atoms: Sequence[_Atom]) -> list[Place]:
    """Where the page or row changes, as offsets into the chunk's text."""
    places: list[Place] = []
    for atom in atoms:
        if not places or (places[-1].page, places[-1].row) != (atom.page, atom.row):
            places.append(Place(atom.start - atoms[0].start, atom.page, atom.row))
    return places


def in_context(chunk: Chunk, filename: str) -> tuple[str, list[tuple[int, int]]]:
    """The text a chunk is embedded as, and its sentences' bounds in that text: its place (file
    name, section) as a first line above the text. A CSV row or a table cell rarely repeats its
    topic ("night-buses.csv"); a reader sees it beside the text, and so should the embedding."""
    label = place_label(filename, chunk.section, chunk.content)
    if not label:
        return chunk.content, chunk.sentence_bounds
    header = label + "\n"
    shift = len(header)
    return header + chunk.content, [(a + shift, b + shift) for a, b in chunk.sentence_bounds]


def _ends_in(ends: Sequence[int], start: int, end: int) -> bool:
    """Whether a sentence ends within (start, end]: after a word, in the space that follows it."""
    i = bisect_left(ends, start + 1)
    return i < len(ends) and ends[i] <= end
