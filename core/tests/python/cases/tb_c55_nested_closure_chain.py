def make_parser(sep):
    def parse(line):
        def field(i):
            return line.split(sep)[i]
        return field(0), field(2)
    return parse

p = make_parser(",")
print(p("a,b,c"))
print(p("a,b"))
