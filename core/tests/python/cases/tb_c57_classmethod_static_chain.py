class Parser:
    separator = ","

    @staticmethod
    def clean(token):
        return token.strip()

    @classmethod
    def split(cls, text):
        return [cls.clean(t) for t in text.split(cls.separator)]

    @classmethod
    def numbers(cls, text):
        return [int(t) for t in cls.split(text)]

print(Parser.numbers("1, 2 ,3"))
print(Parser.numbers("1,,3"))
