"""xml.etree: ElementTree and ElementPath (cElementTree: ElementTree under its old name)."""
