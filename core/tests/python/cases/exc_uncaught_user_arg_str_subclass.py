class S(str):
    def __str__(self):
        return "S.__str__ wins"


raise ValueError(S("raw"))
