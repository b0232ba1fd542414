"""The XML parts of Office and OpenDocument files (PPTX, ODT, ODS, ODP), read safely: a crafted
part may declare entities (a billion laughs) or point at the network; neither is followed."""

from __future__ import annotations

import zipfile
from typing import Any

from lxml import etree

_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)
# what reading a part of a damaged archive raises
UNREADABLE = (KeyError, ValueError, etree.XMLSyntaxError, zipfile.BadZipFile)


def xml_part(archive: zipfile.ZipFile, name: str) -> Any:
    """The archive's part `name` as an XML root."""
    return etree.fromstring(archive.read(name), _PARSER)


def qualified(namespaces: dict[str, str], name: str) -> str:
    """The Clark name of `prefix:local` ("{urn:...}local") in `namespaces`."""
    prefix, local = name.split(":")
    return f"{{{namespaces[prefix]}}}{local}"
