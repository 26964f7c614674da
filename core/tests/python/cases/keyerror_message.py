try:
    {"a": 1}["missing"]
except KeyError as e:
    print(e, repr(e), e.args)
