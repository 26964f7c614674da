def parse_ages(text):
    return [int(part) for part in text.split(",")]

print(parse_ages("1,2,3"))
print(parse_ages("4, 5,six"))
