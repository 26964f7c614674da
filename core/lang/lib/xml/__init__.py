"""xml: the playground's own ElementTree (`xml.etree`), minidom (`xml.dom`) and saxutils
(`xml.sax.saxutils`), over its tokenizer `xml/_scanner.py`; there is no expat (`xml.parsers.expat`
is not provided)."""
