def make_user(name, email, age):
    return {"name": name, "email": email, "age": age}

print(make_user("a", "b", 3))
make_user("only")
