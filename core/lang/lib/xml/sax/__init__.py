"""xml.sax: the exception classes and ContentHandler; parsing (make_parser, parse, parseString)
needs an expat-driven reader the playground does not have (NotImplementedError). saxutils has
escape, unescape, quoteattr and XMLGenerator."""


class SAXException(Exception):
    def __init__(self, msg, exception=None):
        self._msg = msg
        self._exception = exception
        Exception.__init__(self, msg)

    def getMessage(self):
        return self._msg

    def getException(self):
        return self._exception

    def __str__(self):
        return self._msg


class SAXParseException(SAXException):
    pass


class SAXNotRecognizedException(SAXException):
    pass


class SAXNotSupportedException(SAXException):
    pass


class ContentHandler:
    def __init__(self):
        self._locator = None

    def setDocumentLocator(self, locator):
        self._locator = locator

    def startDocument(self):
        pass

    def endDocument(self):
        pass

    def startPrefixMapping(self, prefix, uri):
        pass

    def endPrefixMapping(self, prefix):
        pass

    def startElement(self, name, attrs):
        pass

    def endElement(self, name):
        pass

    def startElementNS(self, name, qname, attrs):
        pass

    def endElementNS(self, name, qname):
        pass

    def characters(self, content):
        pass

    def ignorableWhitespace(self, whitespace):
        pass

    def processingInstruction(self, target, data):
        pass

    def skippedEntity(self, name):
        pass


def _refuse(name):
    raise NotImplementedError("xml.sax.%s is not provided in the playground (no expat reader)" % name)


def make_parser(parser_list=()):
    _refuse("make_parser")


def parse(source, handler, errorHandler=None):
    _refuse("parse")


def parseString(string, handler, errorHandler=None):
    _refuse("parseString")
