"""xml.etree: ElementTree and ElementPath (no cElementTree: gone since Python 3.9)."""
