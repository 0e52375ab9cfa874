print(generated)
