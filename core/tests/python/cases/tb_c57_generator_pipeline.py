def read(lines):
    for line in lines:
        yield line.strip()

def parse(lines):
    for line in lines:
        key, value = line.split("=")
        yield key, int(value)

text = ["a=1\n", "b=2\n", "c\n"]
for k, v in parse(read(text)):
    print(k, v)
