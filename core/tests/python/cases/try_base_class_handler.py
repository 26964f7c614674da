try:
    {}["k"]
except LookupError as e:
    print("lookup", repr(e), e)
