def parse(s):
    try:
        return int(s)
    except ValueError as e:
        print("log:", e)
        raise e
print(parse("4"))
parse("four")
