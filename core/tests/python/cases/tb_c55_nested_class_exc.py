class Parser:
    class Error(Exception):
        pass
    def parse(self, text):
        if not text:
            raise Parser.Error("empty input")
        return text.split()

print(Parser().parse("a b"))
print(Parser.Error.__qualname__)
Parser().parse("")
