"""Pictures for a vision model to describe. A PDF page without a text layer: the page rendered
by pdfium where it is installed (the `local` extra), else the scan the page is made of when that
is one JPEG image, as stored (what scanners write: no renderer needed, so the Lambda layer, which
carries none, describes such pages too). A frame of a TIFF, which the models do not read: as a
PNG, where Pillow is installed (the `local` extra). Structure only: which image fills the page,
never what it shows."""

from __future__ import annotations

import io
from importlib.util import find_spec
from typing import Any

from pypdf import PdfReader
from pypdf.errors import PyPdfError

from ragkit.ocr.engine import Picture

# about what vision models read at full detail (Claude resizes beyond ~1,568 px a side)
PICTURE_LONG_SIDE_PX = 1568
_JPEG_START = b"\xff\xd8"
NO_PICTURE = (
    "a page without a text layer has no picture to describe: no PDF renderer is installed "
    "and its scan is not one JPEG image"
)


NO_FRAME_PICTURE = (
    "a TIFF page is not read by the vision models, and no image library is installed to "
    "convert it (PNG, JPEG, GIF, WebP are)"
)


def frame_picture(image: bytes, index: int) -> Picture | None:
    """Frame `index` of a TIFF as a PNG at most PICTURE_LONG_SIDE_PX a side, where Pillow is
    installed; None otherwise or when the frame cannot be decoded."""
    if not find_spec("PIL"):
        return None
    from PIL import Image

    try:
        with Image.open(io.BytesIO(image)) as opened:
            opened.seek(index)
            frame = opened.convert("RGB")
    except (OSError, EOFError, ValueError):
        return None
    frame.thumbnail((PICTURE_LONG_SIDE_PX, PICTURE_LONG_SIDE_PX))
    buffer = io.BytesIO()
    frame.save(buffer, format="PNG")
    return Picture(buffer.getvalue(), "png", frame.width, frame.height)


def page_picture(page: bytes) -> Picture | None:
    """A picture of the one-page PDF `page`, or None when none can be had here."""
    return rendered(page) if find_spec("pypdfium2") else stored_scan(page)


def rendered(page: bytes) -> Picture | None:
    """The page drawn by pdfium, PICTURE_LONG_SIDE_PX on its long side, as a PNG."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(page)
    try:
        first = document[0]
        width, height = first.get_size()
        scale = PICTURE_LONG_SIDE_PX / max(width, height, 1.0)
        image = first.render(scale=scale).to_pil()
    except pdfium.PdfiumError:
        return None
    finally:
        document.close()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return Picture(buffer.getvalue(), "png", image.width, image.height)


def stored_scan(page: bytes) -> Picture | None:
    """The largest image of the page, when it is a JPEG (DCTDecode): its bytes as stored are a
    JPEG file."""
    try:
        images = [image for image in _images(PdfReader(io.BytesIO(page)).pages[0]) if _jpeg(image)]
    except (PyPdfError, KeyError, ValueError, TypeError):
        return None
    if not images:
        return None
    largest = max(images, key=lambda image: int(image["/Width"]) * int(image["/Height"]))
    try:
        data = largest.get_data()  # the filters before DCTDecode undone; DCTDecode kept
    except (PyPdfError, ValueError):
        return None
    if not data.startswith(_JPEG_START):
        return None
    return Picture(data, "jpeg", int(largest["/Width"]), int(largest["/Height"]))


def _images(page: Any) -> list[Any]:
    resources = page.get("/Resources")
    xobjects = resources.get_object().get("/XObject") if resources else None
    if not xobjects:
        return []
    found = [xobjects.get_object()[name].get_object() for name in xobjects.get_object()]
    return [item for item in found if item.get("/Subtype") == "/Image"]


def _jpeg(image: Any) -> bool:
    """Whether the image is stored as a JPEG (its last filter DCTDecode: an ASCII85 or Flate
    wrapping before it is undone by reading it)."""
    filters = image.get("/Filter")
    names = list(filters) if isinstance(filters, list) else [filters]
    return bool(names) and names[-1] == "/DCTDecode"
