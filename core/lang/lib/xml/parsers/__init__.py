"""xml.parsers: the playground has no expat, so `xml.parsers.expat` cannot be imported."""
