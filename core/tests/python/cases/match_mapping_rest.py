match {"a": 1, "b": 2, "c": 3}:
    case {"a": 1, **rest}:
        print("rest", rest, type(rest).__name__)

match {"a": 1}:
    case {"a": _, **rest}:
        print("empty rest", rest)

match {"x": 1, "y": 2}:
    case {**everything}:
        print("all", everything)

d = {"k": [1, 2], "j": 0}
match d:
    case {"k": [a, b], **others}:
        others["new"] = 1
        print(a, b, others, d)
