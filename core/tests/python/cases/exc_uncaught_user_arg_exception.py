class Inner(Exception):
    def __str__(self):
        return "inner text"


raise ValueError(Inner("ignored"))
