#!/usr/bin/python3
"""What the tools read from a Vagus run's files besides the fields (docs/file-formats.md)."""
import sys
import tomllib

import h5py


def stored_deck(path):
    """The resolved deck a plotfile or checkpoint stores (root attribute `vagus_deck`) as a dict,
    and its `vagus_prob_lo` (or None); {} when it has no deck or one that does not parse."""
    with h5py.File(path, "r") as f:
        text = f.attrs.get("vagus_deck")
        prob_lo = f.attrs.get("vagus_prob_lo")
    if text is None:
        return {}, prob_lo
    text = text.decode() if isinstance(text, bytes) else str(text)
    try:
        return tomllib.loads(text.rstrip("\x00")), prob_lo
    except tomllib.TOMLDecodeError as e:
        print(f"warning: {path}: cannot parse its deck ({e})", file=sys.stderr)
        return {}, prob_lo
