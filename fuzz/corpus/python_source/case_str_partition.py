print("key=value=x".partition("="), "abc".partition("z"), "a.b.c".rpartition("."))
