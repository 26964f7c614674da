class Outer:
    class Problem(Exception):
        pass
raise Outer.Problem("nested class in __main__")
